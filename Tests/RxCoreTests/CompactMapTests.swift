import RxCore
import RxTesting
import XCTest

private enum CompactMapTestError: Error {
  case boom
}

final class CompactMapTests: RxTestCase {
  func testDropsNilResultsAndCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, "0"), .next(210, "1"), .next(220, "x"), .next(230, "3"), .next(240, ""), .completed(300),
    ])

    let res = scheduler.start { xs.compactMap { Int($0) } }

    XCTAssertEqual(res.events, [.next(210, 1), .next(230, 3), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testForwardsTheSourceError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 4), .next(220, 5), .error(230, CompactMapTestError.boom)])

    let res = scheduler.start { xs.compactMap { $0.isMultiple(of: 2) ? $0 / 2 : nil } }

    XCTAssertEqual(res.events, [.next(210, 2), .error(230, CompactMapTestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testDisposalEndsTheSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])

    let res = scheduler.start(disposed: 250) { xs.compactMap { $0 } }

    XCTAssertEqual(res.events, [.next(210, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testThrowingTransformSendsTheErrorAndUnsubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])

    let res = scheduler.start {
      xs.compactMap { value -> Int? in
        if value == 2 { throw CompactMapTestError.boom }
        return value
      }
    }

    XCTAssertEqual(res.events, [.next(210, 1), .error(220, CompactMapTestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }
}
