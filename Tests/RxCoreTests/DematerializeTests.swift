import RxCore
import RxTesting
import XCTest

private enum DematerializeTestError: Error {
  case boom
  case other
}

final class DematerializeTests: RxTestCase {
  func testCompletedElementCompletesAndUnsubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, Event<Int>.next(0)), .next(210, .next(1)), .next(220, .next(2)), .next(230, .completed),
      .next(240, .next(3)), .completed(300),
    ])

    let res = scheduler.start { xs.dematerialize() }

    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testErrorElementFailsAndUnsubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, Event<Int>.next(1)), .next(230, .error(DematerializeTestError.boom)), .completed(300),
    ])

    let res = scheduler.start { xs.dematerialize() }

    XCTAssertEqual(res.events, [.next(210, 1), .error(230, DematerializeTestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testForwardsTheSourceCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, Event<Int>.next(1)), .completed(250)])

    let res = scheduler.start { xs.dematerialize() }

    XCTAssertEqual(res.events, [.next(210, 1), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testForwardsTheSourceError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, Event<Int>.next(1)), .error(250, DematerializeTestError.other),
    ])

    let res = scheduler.start { xs.dematerialize() }

    XCTAssertEqual(res.events, [.next(210, 1), .error(250, DematerializeTestError.other)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testDisposalEndsTheSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, Event<Int>.next(1)), .next(260, .next(2))])

    let res = scheduler.start(disposed: 250) { xs.dematerialize() }

    XCTAssertEqual(res.events, [.next(210, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testUndoesMaterialize() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, DematerializeTestError.boom)])

    let res = scheduler.start { xs.materialize().dematerialize() }

    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .error(230, DematerializeTestError.boom)])
  }
}
