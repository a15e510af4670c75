import Dispatch
import RxCore
import RxTesting
import XCTest

/// Expected times are RxSwift's own (`Observable+SubscribeOnTests.swift`): on `TestScheduler`, the subscription
/// and the disposal both run one tick after they were asked for.
final class SubscribeOnTests: RxTestCase {
  private let error = TestError(id: 1)

  func testSubscriptionAndDisposalRunOnTheScheduler() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    var subscribedAt: Int?
    var disposedAt: Int?
    let xs = Observable<Int>.create { _ in
      subscribedAt = scheduler.clock
      return Disposables.create { disposedAt = scheduler.clock }
    }
    let res = scheduler.start { xs.subscribe(on: scheduler) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(subscribedAt, 201)
    XCTAssertEqual(disposedAt, 1001)
  }

  func testCompleted() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs: TestableObservable<Int> = scheduler.createHotObservable([.completed(300)])
    let res = scheduler.start { xs.subscribe(on: scheduler) }
    XCTAssertEqual(res.events, [.completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(201, 301)])
  }

  func testError() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs: TestableObservable<Int> = scheduler.createHotObservable([.error(300, error)])
    let res = scheduler.start { xs.subscribe(on: scheduler) }
    XCTAssertEqual(res.events, [.error(300, error)])
    XCTAssertEqual(xs.subscriptions, [Subscription(201, 301)])
  }

  func testDispose() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2)])
    let res = scheduler.start { xs.subscribe(on: scheduler) }
    XCTAssertEqual(res.events, [.next(210, 2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(201, 1001)])
  }

  func testDisposingBeforeTheScheduledSubscriptionNeverSubscribes() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = scheduler.createHotObservable([Recorded.next(210, 2)])
    let res = scheduler.start(disposed: 200) { xs.subscribe(on: scheduler) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [])
  }

  func testSubscribesOnTheQueueOfASerialDispatchQueueScheduler() {
    let key = DispatchSpecificKey<String>()
    let scheduler = SerialDispatchQueueScheduler(
      internalSerialQueueName: "SubscribeOnTests.queue",
      serialQueueConfiguration: { $0.setSpecific(key: key, value: "rx") })
    let subscribedOn = LockedValue<String?>(nil)
    let disposedOn = LockedValue<String?>(nil)
    let disposed = DispatchSemaphore(value: 0)
    let completed = DispatchSemaphore(value: 0)
    let source = Observable<Int>.create { observer in
      subscribedOn.withLock { $0 = DispatchQueue.getSpecific(key: key) }
      observer.onNext(1)
      observer.onCompleted()
      return Disposables.create {
        disposedOn.withLock { $0 = DispatchQueue.getSpecific(key: key) }
        disposed.signal()
      }
    }
    let subscription = source.subscribe(on: scheduler).subscribe(onCompleted: { completed.signal() })
    XCTAssertEqual(completed.wait(timeout: .now() + 10), .success, "no completion within 10 s")
    XCTAssertEqual(disposed.wait(timeout: .now() + 10), .success, "no disposal within 10 s")
    subscription.dispose()
    XCTAssertTrue(waitUntilIdle(scheduler), "the scheduler did not become idle within 10 s")
    XCTAssertEqual(subscribedOn.withLock { $0 }, "rx")
    XCTAssertEqual(disposedOn.withLock { $0 }, "rx")
  }
}
