import RxCore
import RxTesting
import XCTest

private enum ToArrayTestError: Error {
  case boom
}

final class ToArrayTests: RxTestCase {
  func testEmitsAllElementsAsOneArrayOnCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .completed(300),
    ])

    let res = scheduler.start { xs.toArray().asObservable() }

    XCTAssertEqual(res.events, [.next(300, [1, 2, 3]), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testEmptySourceEmitsAnEmptyArray() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 0), .completed(250)])

    let res = scheduler.start { xs.toArray().asObservable() }

    XCTAssertEqual(res.events, [.next(250, []), .completed(250)])
  }

  func testForwardsTheSourceErrorWithoutAnArray() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(250, ToArrayTestError.boom)])

    let res = scheduler.start { xs.toArray().asObservable() }

    XCTAssertEqual(res.events, [.error(250, ToArrayTestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testDisposalBeforeCompletionEmitsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])

    let res = scheduler.start(disposed: 250) { xs.toArray().asObservable() }

    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }
}
