import RxTesting
import XCTest

/// The example of the "Testing with marble diagrams" article, run (the article's copy is only type-checked).
final class MarbleArticleTests: RxTestCase {
  func testFilter() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let values: [Character: Int] = ["a": 1, "b": 2, "c": 3, "d": 4]
    let source = try scheduler.createHotObservable("-a-^-b-c-d-|", values: values)
    let result = scheduler.start(created: 0, subscribed: 0, disposed: 1000) {
      source.filter { $0.isMultiple(of: 2) }
    }
    XCTAssertMarbles(result.events, "--b---d-|", values: values)
    XCTAssertEqual(result.events, [.next(2, 2), .next(6, 4), .completed(8)])
  }
}
