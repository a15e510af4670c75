import RxTesting
import XCTest

private struct Failure: Error, CustomStringConvertible {
  var description: String { "Failure" }
}

/// RxTest's `Recorded` and `Subscription` API: factories, descriptions, equality.
final class RecordedTests: RxTestCase {
  func testCompletedAndErrorTakeTheElementTypeWhenNothingElseNamesIt() {
    let completed = Recorded.completed(300, Int.self)
    let failed = Recorded.error(400, Failure(), String.self)
    XCTAssertTrue(type(of: completed) == Recorded<Event<Int>>.self)
    XCTAssertTrue(type(of: failed) == Recorded<Event<String>>.self)
    XCTAssertEqual(completed.time, 300)
    XCTAssertTrue(completed.value.isCompleted)
    XCTAssertEqual(failed.time, 400)
    XCTAssertEqual(failed.value, .error(Failure()))
  }

  func testCompletedAndErrorInferTheElementTypeWithoutTheArgument() {
    let events: [Recorded<Event<Int>>] = [.next(210, 1), .error(220, Failure()), .completed(230)]
    XCTAssertEqual(events.map(\.time), [210, 220, 230])
    XCTAssertEqual(events.map(\.value), [.next(1), .error(Failure()), .completed])
  }

  func testEventsHelpersInferTheElementType() {
    let variadic = Recorded.events(.next(210, "a"), .completed(220))
    let array = Recorded.events([.next(210, "a"), .completed(220)])
    XCTAssertEqual(variadic, array)
    XCTAssertEqual(variadic, [Recorded(time: 210, value: .next("a")), Recorded(time: 220, value: .completed)])
  }

  func testDescriptionAndEquality() {
    XCTAssertEqual(Recorded.next(210, 1).debugDescription, "next(1) @ 210")
    XCTAssertEqual(Recorded.completed(300, Int.self).debugDescription, "completed @ 300")
    XCTAssertNotEqual(Recorded.next(210, 1), .next(211, 1))
    XCTAssertNotEqual(Recorded.next(210, 1), .next(210, 2))
  }

  func testSubscriptionDescriptionEqualityAndHashing() {
    XCTAssertEqual(Subscription(200, 1000).debugDescription, "(200: 1000)")
    XCTAssertEqual(Subscription(200).debugDescription, "(200: Infinity)")
    XCTAssertEqual(Subscription(200), Subscription(200, Int.max))
    XCTAssertNotEqual(Subscription(200, 300), Subscription(200, 301))
    XCTAssertEqual(Set([Subscription(200, 300), Subscription(200, 300), Subscription(100)]).count, 2)
  }
}
