import RxCore
import RxTesting
import XCTest

/// `debounce`, `throttle` and `take(for:scheduler:)` on `Infallible`: each is the `Observable` operator, so these
/// check the trait keeps its times, its completion and its subscription lifetime.
final class InfallibleTimeTests: RxTestCase {
  func testDebounceEmitsAfterQuietAndFlushesOnCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(215, 2), .next(240, 3), .next(300, 4), .completed(305),
    ])
    let res = scheduler.start {
      xs.asInfallible(onErrorJustReturn: -1).debounce(.seconds(20), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(235, 2), .next(260, 3), .next(305, 4), .completed(305)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 305)])
  }

  func testDebounceDisposedBeforeTheDueTimeEmitsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded.next(210, 1)])
    let res = scheduler.start(disposed: 220) {
      xs.asInfallible(onErrorJustReturn: -1).debounce(.seconds(20), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testThrottleLatestEmitsTheFirstThenTheLatestOfTheWindow() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(215, 2), .next(220, 3), .next(260, 4), .completed(300),
    ])
    let res = scheduler.start {
      xs.asInfallible(onErrorJustReturn: -1).throttle(.seconds(20), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(210, 1), .next(230, 3), .next(260, 4), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testThrottleWithoutLatestDropsTheRestOfTheWindow() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(215, 2), .next(220, 3), .next(260, 4), .completed(300),
    ])
    let res = scheduler.start {
      xs.asInfallible(onErrorJustReturn: -1).throttle(.seconds(20), latest: false, scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(210, 1), .next(260, 4), .completed(300)])
  }

  func testTakeForCompletesAtTheEndOfTheDuration() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(260, 3), .completed(300)])
    let res = scheduler.start {
      xs.asInfallible(onErrorJustReturn: -1).take(for: .seconds(50), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(210, 1), .next(240, 2), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testTakeForForwardsAnEarlierCompletionAndTheErrorFallback() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(id: 1))])
    let res = scheduler.start {
      xs.asInfallible(onErrorJustReturn: 0).take(for: .seconds(50), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 0), .completed(220)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }
}
