import RxCore
import RxTesting
import XCTest

private enum IgnoreElementsTestError: Error {
  case boom
}

final class IgnoreElementsTests: RxTestCase {
  func testDropsElementsAndKeepsCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(300)])

    let res = scheduler.start { xs.ignoreElements() }

    XCTAssertEqual(res.events, [.completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testKeepsTheError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(250, IgnoreElementsTestError.boom)])

    let res = scheduler.start { xs.ignoreElements() }

    XCTAssertEqual(res.events, [.error(250, IgnoreElementsTestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testDisposalEndsTheSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])

    let res = scheduler.start(disposed: 250) { xs.ignoreElements() }

    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }
}
