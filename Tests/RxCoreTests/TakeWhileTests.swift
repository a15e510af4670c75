import RxCore
import RxTesting
import XCTest

private enum TakeWhileTestError: Error {
  case boom
}

final class TakeWhileTests: RxTestCase {
  private func makeSource(_ scheduler: TestScheduler) -> TestableObservable<Int> {
    scheduler.createHotObservable([
      .next(150, 9), .next(210, 1), .next(220, 2), .next(230, 5), .next(240, 1), .completed(300),
    ])
  }

  func testExclusiveStopsBeforeTheFirstFailingElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = makeSource(scheduler)

    let res = scheduler.start { xs.take(while: { $0 < 3 }) }

    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testInclusiveAlsoEmitsTheFirstFailingElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = makeSource(scheduler)

    let res = scheduler.start { xs.take(while: { $0 < 3 }, behavior: .inclusive) }

    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 5), .completed(230)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testCompletesWithTheSourceWhenThePredicateAlwaysHolds() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = makeSource(scheduler)

    let res = scheduler.start { xs.take(while: { _ in true }, behavior: .inclusive) }

    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 5), .next(240, 1), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testForwardsTheSourceError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TakeWhileTestError.boom)])

    let res = scheduler.start { xs.take(while: { $0 < 3 }) }

    XCTAssertEqual(res.events, [.next(210, 1), .error(220, TakeWhileTestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testDisposalEndsTheSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = makeSource(scheduler)

    let res = scheduler.start(disposed: 215) { xs.take(while: { $0 < 3 }) }

    XCTAssertEqual(res.events, [.next(210, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
  }

  func testThrowingPredicateSendsTheErrorAndUnsubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = makeSource(scheduler)

    let res = scheduler.start {
      xs.take(
        while: { value in
          if value == 2 { throw TakeWhileTestError.boom }
          return true
        }, behavior: .inclusive)
    }

    XCTAssertEqual(res.events, [.next(210, 1), .error(220, TakeWhileTestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testRxSwift5NameIsExclusive() {
    var received: [Int] = []
    Observable.of(1, 2, 5, 1).takeWhile { $0 < 3 }.subscribe(onNext: { received.append($0) }).dispose()

    XCTAssertEqual(received, [1, 2])
  }
}
