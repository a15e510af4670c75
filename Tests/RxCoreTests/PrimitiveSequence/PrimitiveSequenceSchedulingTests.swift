import Dispatch
import Foundation
import RxCore
import RxTesting
import XCTest

/// `observe(on:)` and `subscribe(on:)` on the traits: on `TestScheduler` each scheduled step takes one tick.
final class PrimitiveSequenceSchedulingTests: RxTestCase {
  func testSingleObserveOnDeliversOnTheScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    XCTAssertEqual(
      scheduler.start { Single.just(6).observe(on: scheduler) }.events, [.next(201, 6), .completed(202)])
  }

  func testSingleSubscribeOnSubscribesOnTheScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    XCTAssertEqual(
      scheduler.start { Single.just(6).subscribe(on: scheduler) }.events, [.next(201, 6), .completed(201)])
  }

  func testSubscribeOnSubscribesAndDisposesOnTheScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    var subscribedAt: Int?
    var disposedAt: Int?
    let never = Maybe<Int>.create { _ in
      subscribedAt = scheduler.clock
      return Disposables.create { disposedAt = scheduler.clock }
    }
    let res = scheduler.start(disposed: 300) { never.subscribe(on: scheduler) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(subscribedAt, 201)
    XCTAssertEqual(disposedAt, 301)
  }

  func testSubscribeOnForwardsFailureAndCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([Recorded<Event<Never>>.error(250, TestError(id: 1))])
    let res = scheduler.start { xs.asCompletable().subscribe(on: scheduler) }
    XCTAssertEqual(res.events, [.error(250, TestError(id: 1))])
    XCTAssertEqual(xs.subscriptions, [Subscription(201, 250)])

    let empty = TestScheduler(initialClock: 0)
    XCTAssertEqual(empty.start { Completable.empty().subscribe(on: empty) }.events, [.completed(201)])
  }

  func testDisposingBeforeTheScheduledSubscriptionNeverSubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    var subscriptions = 0
    let single = Single<Int>.create { _ in
      subscriptions += 1
      return Disposables.create()
    }
    scheduler.scheduleAt(100) { single.subscribe(on: scheduler).subscribe(onSuccess: { _ in }).dispose() }
    scheduler.start()
    XCTAssertEqual(subscriptions, 0)
  }

  func testSubscribeOnARealQueueSubscribesThere() {
    let queue = SerialDispatchQueueScheduler(internalSerialQueueName: "primitive-subscribe-on")
    let subscribedOnMain = TraitTestBox<Bool?>(nil)
    let finished = expectation(description: "success")
    let single = Single<Int>.create { single in
      subscribedOnMain.update { $0 = Thread.isMainThread }
      single(.success(5))
      return Disposables.create()
    }
    let subscription = single.subscribe(on: queue).subscribe(onSuccess: { value in
      XCTAssertEqual(value, 5)
      finished.fulfill()
    })
    wait(for: [finished], timeout: 10)
    subscription.dispose()
    XCTAssertTrue(waitUntilIdle(queue), "the queue let go of the subscription")
    XCTAssertEqual(subscribedOnMain.value, false)
  }
}
