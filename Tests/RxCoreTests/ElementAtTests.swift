import RxCore
import RxTesting
import XCTest

private enum ElementAtTestError: Error {
  case boom
}

final class ElementAtTests: RxTestCase {
  private func makeSource(_ scheduler: TestScheduler) -> TestableObservable<String> {
    scheduler.createHotObservable([
      .next(150, "z"), .next(210, "a"), .next(220, "b"), .next(230, "c"), .next(240, "d"), .completed(300),
    ])
  }

  func testEmitsTheElementAtTheIndexThenCompletesAndUnsubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = makeSource(scheduler)

    let res = scheduler.start { xs.element(at: 2) }

    XCTAssertEqual(res.events, [.next(230, "c"), .completed(230)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testIndexZeroIsTheFirstElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = makeSource(scheduler)

    let res = scheduler.start { xs.element(at: 0) }

    XCTAssertEqual(res.events, [.next(210, "a"), .completed(210)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
  }

  func testSourceCompletingEarlyFailsWithArgumentOutOfRange() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = makeSource(scheduler)

    let res = scheduler.start { xs.element(at: 4) }

    XCTAssertEqual(res.events, [.error(300, RxError.argumentOutOfRange)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testForwardsTheSourceError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, "a"), .error(220, ElementAtTestError.boom)])

    let res = scheduler.start { xs.element(at: 3) }

    XCTAssertEqual(res.events, [.error(220, ElementAtTestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testDisposalEndsTheSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = makeSource(scheduler)

    let res = scheduler.start(disposed: 225) { xs.element(at: 3) }

    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
  }

  func testNegativeIndexFailsWithArgumentOutOfRangeWithoutSubscribing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = makeSource(scheduler)

    let res = scheduler.start { xs.element(at: -1) }

    XCTAssertEqual(res.events, [.error(200, RxError.argumentOutOfRange)])
    XCTAssertEqual(xs.subscriptions, [])
  }

  func testRxSwift5NameBehavesTheSame() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = makeSource(scheduler)

    let res = scheduler.start { xs.elementAt(1) }

    XCTAssertEqual(res.events, [.next(220, "b"), .completed(220)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }
}
