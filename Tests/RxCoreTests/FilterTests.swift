import RxCore
import RxTesting
import XCTest

private enum FilterTestError: Error {
  case boom
}

final class FilterTests: RxTestCase {
  func testKeepsOnlyElementsThatPassAndCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(110, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .next(250, 6), .completed(300),
    ])
    var calls = 0

    let res = scheduler.start {
      xs.filter { value in
        calls += 1
        return value.isMultiple(of: 2)
      }
    }

    XCTAssertEqual(res.events, [.next(210, 2), .next(230, 4), .next(250, 6), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(calls, 5)
  }

  func testForwardsTheSourceError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .error(230, FilterTestError.boom)])

    let res = scheduler.start { xs.filter { $0 > 2 } }

    XCTAssertEqual(res.events, [.next(220, 3), .error(230, FilterTestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testDisposalEndsTheSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .next(240, 4), .completed(300)])

    let res = scheduler.start(disposed: 230) { xs.filter { _ in true } }

    XCTAssertEqual(res.events, [.next(210, 2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testThrowingPredicateSendsTheErrorAndUnsubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .next(230, 4), .completed(300)])

    let res = scheduler.start {
      xs.filter { value in
        if value == 3 { throw FilterTestError.boom }
        return true
      }
    }

    XCTAssertEqual(res.events, [.next(210, 2), .error(220, FilterTestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }
}
