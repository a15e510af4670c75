import RxCore
import RxTesting
import XCTest

/// `delay` and `delaySubscription` on `Single`, `Maybe` and `Completable`; on `TestScheduler` the delayed
/// completion of a `Single` comes one tick after its element, as RxSwift's `SingleTest` expects.
final class PrimitiveSequenceDelayTests: RxTestCase {
  func testSingleDelayShiftsTheElementAndTheCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Single.just(7).delay(.seconds(3), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(203, 7), .completed(204)])
  }

  func testSingleDelaySubscriptionSubscribesLater() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Single.just(8).delaySubscription(.seconds(4), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(204, 8), .completed(204)])
  }

  func testDelayKeepsTheSourceSubscriptionAndForwardsAnErrorAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded<Event<Int>>.error(230, TestError(id: 1))])
    let res = scheduler.start { xs.asSingle().delay(.seconds(50), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.error(230, TestError(id: 1))])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testMaybeDelayShiftsTheEmptyCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded<Event<Int>>.completed(220)])
    let res = scheduler.start { xs.asMaybe().delay(.seconds(10), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.completed(230)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testCompletableDelayShiftsTheCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Completable.empty().delay(.seconds(5), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.completed(205)])
  }

  func testDisposingBeforeTheDelayedEventDropsIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .completed(210)])
    let res = scheduler.start(disposed: 250) { xs.asSingle().delay(.seconds(100), scheduler: scheduler) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
  }

  func testDelaySubscriptionFailureAndMaybeAndCompletable() {
    let scheduler = TestScheduler(initialClock: 0)
    let failed = scheduler.start {
      Single<Int>.error(TestError(id: 2)).delaySubscription(.seconds(3), scheduler: scheduler)
    }
    XCTAssertEqual(failed.events, [.error(203, TestError(id: 2))])
    let empty = TestScheduler(initialClock: 0)
    XCTAssertEqual(
      empty.start { Maybe<Int>.empty().delaySubscription(.seconds(4), scheduler: empty) }.events, [.completed(204)])
    let completable = TestScheduler(initialClock: 0)
    XCTAssertEqual(
      completable.start { Completable.empty().delaySubscription(.seconds(6), scheduler: completable) }.events,
      [.completed(206)])
  }

  func testDisposingBeforeTheDelayedSubscriptionNeverSubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(10)])
    let res = scheduler.start(disposed: 250) { xs.asSingle().delaySubscription(.seconds(100), scheduler: scheduler) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [])
  }

  func testDelaySubscriptionSubscribesToTheSourceAfterTheDueTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 7), .completed(10)])
    let res = scheduler.start { xs.asMaybe().delaySubscription(.seconds(30), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(240, 7), .completed(240)])
    XCTAssertEqual(xs.subscriptions, [Subscription(230, 240)])
  }
}
