import Dispatch
import RxTesting
import XCTest

@testable import RxCore

/// `observe(on:)` with a `SerialDispatchQueueScheduler` hands each event straight to the serial queue.
final class ObserveOnTests: RxTestCase {
  private let key = DispatchSpecificKey<String>()

  private func makeScheduler() -> SerialDispatchQueueScheduler {
    let key = self.key
    return SerialDispatchQueueScheduler(
      internalSerialQueueName: "ObserveOnTests", serialQueueConfiguration: { $0.setSpecific(key: key, value: "rx") })
  }

  func testEventsArriveOnTheQueueInOrder() {
    let scheduler = makeScheduler()
    let key = self.key
    let values = LockedValue<[Int]>([])
    let offQueue = AtomicInt(0)
    let completed = DispatchSemaphore(value: 0)
    let subscription = Observable.from(Array(0..<1_000)).observe(on: scheduler)
      .subscribe(
        onNext: { value in
          if DispatchQueue.getSpecific(key: key) != "rx" { offQueue.add(1, ordering: .relaxed) }
          values.withLock { $0.append(value) }
        },
        onCompleted: { completed.signal() })
    XCTAssertEqual(completed.wait(timeout: .now() + 10), .success, "no completion within 10 s")
    subscription.dispose()
    XCTAssertTrue(waitUntilIdle(scheduler))
    XCTAssertEqual(values.withLock { $0 }, Array(0..<1_000))
    XCTAssertEqual(offQueue.load(ordering: .relaxed), 0)
  }

  func testErrorIsDeliveredAfterTheElements() {
    let scheduler = makeScheduler()
    let events = LockedValue<[String]>([])
    let failed = DispatchSemaphore(value: 0)
    let subscription = Observable<Int>.create { observer in
      observer.onNext(1)
      observer.onNext(2)
      observer.onError(TestError(id: 7))
      return Disposables.create()
    }
    .observe(on: scheduler)
    .subscribe(
      onNext: { value in events.withLock { $0.append("\(value)") } },
      onError: { error in
        events.withLock { $0.append("\(error)") }
        failed.signal()
      })
    XCTAssertEqual(failed.wait(timeout: .now() + 10), .success, "no error within 10 s")
    subscription.dispose()
    XCTAssertTrue(waitUntilIdle(scheduler))
    XCTAssertEqual(events.withLock { $0 }, ["1", "2", "TestError(7)"])
  }

  func testNothingIsDeliveredAfterDispose() {
    let scheduler = makeScheduler()
    let gate = DispatchSemaphore(value: 0)
    let received = AtomicInt(0)
    _ = scheduler.schedule(()) { _ in
      gate.wait()
      return Disposables.create()
    }
    let subject = PublishSubject<Int>()
    let subscription = subject.observe(on: scheduler).subscribe(onNext: { _ in received.add(1, ordering: .relaxed) })
    subject.onNext(1)
    subject.onNext(2)
    subscription.dispose()
    gate.signal()
    XCTAssertTrue(waitUntilIdle(scheduler))
    XCTAssertEqual(received.load(ordering: .relaxed), 0)
  }

  func testConcurrentSendersThroughASubjectAreDeliveredOneAtATime() {
    let scheduler = makeScheduler()
    let subject = PublishSubject<Int>()
    let running = AtomicBool(false)
    let overlaps = AtomicInt(0)
    let count = AtomicInt(0)
    let subscription = subject.observe(on: scheduler).subscribe(onNext: { _ in
      if running.exchange(true, ordering: .acquiringAndReleasing) { overlaps.add(1, ordering: .relaxed) }
      count.add(1, ordering: .relaxed)
      running.store(false, ordering: .releasing)
    })
    DispatchQueue.concurrentPerform(iterations: 4) { thread in
      for value in 0..<500 { subject.onNext(thread * 500 + value) }
    }
    XCTAssertTrue(waitUntilIdle(scheduler))
    subscription.dispose()
    XCTAssertTrue(waitUntilIdle(scheduler))
    XCTAssertEqual(count.load(ordering: .relaxed), 2_000)
    XCTAssertEqual(overlaps.load(ordering: .relaxed), 0)
  }
}
