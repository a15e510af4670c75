import Dispatch
import RxCore
import RxTesting
import XCTest

/// `observe(on:)` a `SerialDispatchQueueScheduler`, or a concurrent queue, while several threads send and others
/// subscribe and dispose.
final class ObserveOnStressTests: RxTestCase {
  func testSerialQueueDeliveryFromSeveralSenders() {
    let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "ObserveOnStressTests")
    let subject = PublishSubject<Int>()
    let done = DispatchSemaphore(value: 0)
    let observer = GrammarCheckingObserver<Int>(onStop: { done.signal() })
    let subscription = subject.observe(on: scheduler).subscribe(observer)
    runWithWatchdog("observe(on: serial queue) with three senders") {
      DispatchQueue.concurrentPerform(iterations: 3) { thread in
        for value in 0..<4_000 { subject.onNext(thread * 1_000_000 + value) }
      }
      subject.onCompleted()
      XCTAssertTrue(waitFor(done), "the completion never arrived on the queue")
    }
    subscription.dispose()
    XCTAssertTrue(waitUntilIdle(scheduler))
    observer.assertContract("observe(on:)")
    XCTAssertEqual(observer.elements.count, 12_000)
    XCTAssertTrue(isOrderedPerSender(observer.elements))
  }

  func testSubscribingAndDisposingWhileSending() {
    let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "ObserveOnStressTests.churn")
    let subject = PublishSubject<Int>()
    let observed = subject.observe(on: scheduler)
    let observers = SharedBox<[GrammarCheckingObserver<Int>]>([])
    runWithWatchdog("observe(on:) churn") {
      DispatchQueue.concurrentPerform(iterations: 4) { thread in
        if thread < 2 {
          for value in 0..<3_000 { subject.onNext(thread * 1_000_000 + value) }
          return
        }
        for _ in 0..<200 {
          let observer = GrammarCheckingObserver<Int>()
          observers.update { $0.append(observer) }
          observed.subscribe(observer).dispose()
        }
      }
    }
    XCTAssertTrue(waitUntilIdle(scheduler))
    for observer in observers.value {
      observer.assertContract("observe(on:) churn")
      XCTAssertTrue(isOrderedPerSender(observer.elements))
    }
  }

  func testConcurrentQueueDeliveryFromSeveralSendersStaysOnTheQueue() {
    let key = DispatchSpecificKey<String>()
    let queue = DispatchQueue(label: "ObserveOnStressTests.concurrent", attributes: .concurrent)
    queue.setSpecific(key: key, value: "rx")
    let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
    let subject = PublishSubject<Int>()
    let done = DispatchSemaphore(value: 0)
    let observer = GrammarCheckingObserver<Int>(onStop: { done.signal() })
    let offQueue = LockedValue(0)
    let subscription = subject.observe(on: scheduler)
      .subscribe(
        AnyObserver(eventHandler: { event in
          if DispatchQueue.getSpecific(key: key) != "rx" { offQueue.withLock { $0 += 1 } }
          observer.on(event)
        }))
    runWithWatchdog("observe(on: concurrent queue) with three senders") {
      DispatchQueue.concurrentPerform(iterations: 3) { thread in
        for value in 0..<4_000 { subject.onNext(thread * 1_000_000 + value) }
      }
      subject.onCompleted()
      XCTAssertTrue(waitFor(done), "the completion never arrived on the queue")
    }
    subscription.dispose()
    // Let the queue finish (and release) the scheduled actions before the leak check.
    queue.sync(flags: .barrier) {}
    queue.sync(flags: .barrier) {}
    observer.assertContract("observe(on: concurrent queue)")
    XCTAssertEqual(observer.elements.count, 12_000)
    XCTAssertTrue(isOrderedPerSender(observer.elements))
    XCTAssertEqual(offQueue.withLock { $0 }, 0, "an event was delivered off the scheduler")
  }
}
