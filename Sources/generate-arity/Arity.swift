/// The number of sources of one generated overload, and the pieces of code that repeat once per source.
struct Arity {
  /// The arities RxSwift defines for `zip` and `combineLatest`.
  static let all = (2...8).map(Arity.init)

  let count: Int

  /// The number in words, as the doc comments say it.
  var word: String {
    ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"][count]
  }

  /// `item(1), item(2), ..., item(count)` joined with `separator`.
  func list(separator: String = ", ", _ item: (Int) -> String) -> String {
    (1...count).map(item).joined(separator: separator)
  }

  /// `item(1)`, `item(2)`, ..., `item(count)`.
  func items(_ item: (Int) -> String) -> [String] {
    (1...count).map(item)
  }
}
