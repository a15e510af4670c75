import RxCore
import RxTesting
import XCTest

private enum SkipWhileTestError: Error {
  case boom
}

final class SkipWhileTests: RxTestCase {
  func testDropsWhileThePredicateHoldsThenEmitsEverything() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 9), .next(210, 1), .next(220, 2), .next(230, 5), .next(240, 1), .next(250, 7), .completed(300),
    ])
    var calls = 0

    let res = scheduler.start {
      xs.skip(while: { value in
        calls += 1
        return value < 3
      })
    }

    XCTAssertEqual(res.events, [.next(230, 5), .next(240, 1), .next(250, 7), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    // The predicate is not asked again once it has failed.
    XCTAssertEqual(calls, 3)
  }

  func testPredicateThatAlwaysHoldsOnlyCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])

    let res = scheduler.start { xs.skip(while: { _ in true }) }

    XCTAssertEqual(res.events, [.completed(300)])
  }

  func testForwardsTheSourceError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 5), .error(230, SkipWhileTestError.boom)])

    let res = scheduler.start { xs.skip(while: { $0 < 3 }) }

    XCTAssertEqual(res.events, [.next(220, 5), .error(230, SkipWhileTestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testDisposalEndsTheSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 5), .next(260, 6), .completed(300)])

    let res = scheduler.start(disposed: 250) { xs.skip(while: { $0 < 3 }) }

    XCTAssertEqual(res.events, [.next(210, 5)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testThrowingPredicateSendsTheErrorAndUnsubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 5), .completed(300)])

    let res = scheduler.start {
      xs.skip(while: { value in
        if value == 2 { throw SkipWhileTestError.boom }
        return true
      })
    }

    XCTAssertEqual(res.events, [.error(220, SkipWhileTestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testRxSwift5NameBehavesTheSame() {
    var received: [Int] = []
    Observable.of(1, 2, 5, 1).skipWhile { $0 < 3 }.subscribe(onNext: { received.append($0) }).dispose()

    XCTAssertEqual(received, [5, 1])
  }
}
