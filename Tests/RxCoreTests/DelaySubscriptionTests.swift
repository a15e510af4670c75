import RxCore
import RxTesting
import XCTest

/// Expected events and subscriptions are RxSwift's own (`Observable+DelaySubscriptionTests.swift`).
final class DelaySubscriptionTests: RxTestCase {
  private let error = TestError(id: 1)

  func testSubscribesAfterTheDueTime() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = scheduler.createColdObservable([.next(50, 42), .next(60, 43), .completed(70)])
    let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(280, 42), .next(290, 43), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(230, 300)])
  }

  func testErrorIsForwarded() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = scheduler.createColdObservable([.next(50, 42), .next(60, 43), .error(70, error)])
    let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(280, 42), .next(290, 43), .error(300, error)])
    XCTAssertEqual(xs.subscriptions, [Subscription(230, 300)])
  }

  func testDisposingEndsTheDelayedSubscription() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = scheduler.createColdObservable([.next(50, 42), .next(60, 43), .error(70, error)])
    let res = scheduler.start(disposed: 291) { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(280, 42), .next(290, 43)])
    XCTAssertEqual(xs.subscriptions, [Subscription(230, 291)])
  }

  func testDisposingBeforeTheDueTimeNeverSubscribes() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = scheduler.createColdObservable([.next(50, 42), .completed(70)])
    let res = scheduler.start(disposed: 220) { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [])
  }

  func testHotSourceMissesWhatItSentBeforeTheSubscription() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(260)])
    let res = scheduler.start { xs.delaySubscription(.seconds(30), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(240, 2), .completed(260)])
    XCTAssertEqual(xs.subscriptions, [Subscription(230, 260)])
  }
}
