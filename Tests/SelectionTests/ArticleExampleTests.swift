import Selection
import XCTest

/// The examples of the Selection catalog's articles, run (the articles' copies are only type-checked).
final class ArticleExampleTests: XCTestCase {
  func testSizesReplaceTheOldestWhenFull() throws {
    var sizes = try SelectionGroup(
      options: ["S", "M", "L", "XL"], policy: .multiple(maximum: 2, whenFull: .replaceOldest), disabled: ["XL"])
    _ = try sizes.tap("S")
    _ = try sizes.tap("M")
    _ = try sizes.tap("L")
    XCTAssertEqual(sizes.selection, ["M", "L"])
  }
}
