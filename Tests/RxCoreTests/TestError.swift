import RxCore

struct TestError: Error, Equatable, CustomStringConvertible {
  var id = 0
  var description: String { "TestError(\(id))" }
}
