import RxCore
import RxTesting
import XCTest

private enum SkipTestError: Error {
  case boom
}

final class SkipTests: RxTestCase {
  private func makeSource(_ scheduler: TestScheduler) -> TestableObservable<Int> {
    scheduler.createHotObservable([
      .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300),
    ])
  }

  func testDropsTheFirstElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = makeSource(scheduler)

    let res = scheduler.start { xs.skip(2) }

    XCTAssertEqual(res.events, [.next(230, 3), .next(240, 4), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testSkipZeroOrNegativeDropsNothing() {
    for count in [0, -3] {
      let scheduler = TestScheduler(initialClock: 0)
      let xs = makeSource(scheduler)

      let res = scheduler.start { xs.skip(count) }

      XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)])
    }
  }

  func testSkipMoreThanAvailableOnlyCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = makeSource(scheduler)

    let res = scheduler.start { xs.skip(10) }

    XCTAssertEqual(res.events, [.completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testForwardsTheSourceError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, SkipTestError.boom)])

    let res = scheduler.start { xs.skip(1) }

    XCTAssertEqual(res.events, [.next(220, 2), .error(230, SkipTestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testDisposalEndsTheSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = makeSource(scheduler)

    let res = scheduler.start(disposed: 235) { xs.skip(1) }

    XCTAssertEqual(res.events, [.next(220, 2), .next(230, 3)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
  }
}
