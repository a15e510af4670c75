/// An error for tests, told apart by its `id`.
public struct TestError: Error, Equatable, CustomStringConvertible {
  /// Makes the error `id`.
  public init(id: Int = 0) {
    self.id = id
  }

  /// Which error this is.
  public var id = 0
  /// `TestError(id)`.
  public var description: String { "TestError(\(id))" }
}
