import Dispatch
import Foundation
import RxTesting
import XCTest

@testable import RxCore

final class SerialDispatchQueueSchedulerTests: RxTestCase {
  private let key = DispatchSpecificKey<String>()

  private func makeScheduler() -> SerialDispatchQueueScheduler {
    let key = self.key
    return SerialDispatchQueueScheduler(
      internalSerialQueueName: "SerialDispatchQueueSchedulerTests",
      serialQueueConfiguration: { $0.setSpecific(key: key, value: "serial") })
  }

  func testScheduledWorkRunsOnTheQueueInOrderOneAtATime() {
    let scheduler = makeScheduler()
    let order = LockedValue<[Int]>([])
    let wrongQueue = AtomicInt(0)
    let overlaps = AtomicInt(0)
    let running = AtomicBool(false)
    let done = DispatchSemaphore(value: 0)
    let key = self.key
    for index in 0..<200 {
      _ = scheduler.schedule(index) { index in
        if running.exchange(true, ordering: .acquiringAndReleasing) { overlaps.add(1, ordering: .relaxed) }
        if DispatchQueue.getSpecific(key: key) != "serial" { wrongQueue.add(1, ordering: .relaxed) }
        order.withLock { $0.append(index) }
        running.store(false, ordering: .releasing)
        if index == 199 { done.signal() }
        return Disposables.create()
      }
    }
    XCTAssertEqual(done.wait(timeout: .now() + 10), .success, "the work did not run within 10 s")
    XCTAssertEqual(order.withLock { $0 }, Array(0..<200))
    XCTAssertEqual(wrongQueue.load(ordering: .relaxed), 0)
    XCTAssertEqual(overlaps.load(ordering: .relaxed), 0)
  }

  func testAConcurrentTargetQueueIsStillSerial() {
    let target = DispatchQueue(label: "SerialDispatchQueueSchedulerTests.target", attributes: .concurrent)
    let scheduler = SerialDispatchQueueScheduler(queue: target, internalSerialQueueName: "proxy")
    let overlaps = AtomicInt(0)
    let running = AtomicBool(false)
    let count = AtomicInt(0)
    let done = DispatchSemaphore(value: 0)
    DispatchQueue.concurrentPerform(iterations: 4) { _ in
      for _ in 0..<100 {
        _ = scheduler.schedule(()) { _ in
          if running.exchange(true, ordering: .acquiringAndReleasing) { overlaps.add(1, ordering: .relaxed) }
          running.store(false, ordering: .releasing)
          if count.add(1, ordering: .relaxed).newValue == 400 { done.signal() }
          return Disposables.create()
        }
      }
    }
    XCTAssertEqual(done.wait(timeout: .now() + 10), .success, "the work did not run within 10 s")
    XCTAssertEqual(overlaps.load(ordering: .relaxed), 0)
  }

  func testQualityOfServiceInitializerRunsWork() {
    let scheduler = SerialDispatchQueueScheduler(qos: .userInitiated)
    let done = DispatchSemaphore(value: 0)
    _ = scheduler.schedule(()) { _ in
      done.signal()
      return Disposables.create()
    }
    XCTAssertEqual(done.wait(timeout: .now() + 10), .success)
  }

  func testDisposingScheduledWorkBeforeItRunsCancelsIt() {
    let scheduler = makeScheduler()
    let gate = DispatchSemaphore(value: 0)
    let ran = AtomicBool(false)
    _ = scheduler.schedule(()) { _ in
      gate.wait()
      return Disposables.create()
    }
    let cancelled = scheduler.schedule(()) { _ in
      ran.store(true, ordering: .relaxed)
      return Disposables.create()
    }
    cancelled.dispose()
    gate.signal()
    XCTAssertTrue(waitUntilIdle(scheduler))
    XCTAssertFalse(ran.load(ordering: .relaxed))
  }

  func testRelativeWorkRunsAfterTheDueTimeEvenIfTheDisposableIsDropped() {
    let scheduler = makeScheduler()
    let done = DispatchSemaphore(value: 0)
    let elapsed = LockedValue<Double>(0)
    let start = DispatchTime.now()
    let key = self.key
    let onQueue = AtomicBool(false)
    _ = scheduler.scheduleRelative((), dueTime: .milliseconds(50)) { _ in
      elapsed.withLock { $0 = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9 }
      onQueue.store(DispatchQueue.getSpecific(key: key) == "serial", ordering: .relaxed)
      done.signal()
      return Disposables.create()
    }
    XCTAssertEqual(done.wait(timeout: .now() + 10), .success, "the timer did not fire within 10 s")
    XCTAssertGreaterThanOrEqual(elapsed.withLock { $0 }, 0.049)
    XCTAssertTrue(onQueue.load(ordering: .relaxed))
  }

  func testDisposingRelativeWorkCancelsTheTimer() {
    let scheduler = makeScheduler()
    let ran = AtomicBool(false)
    let cancelled = scheduler.scheduleRelative((), dueTime: .milliseconds(20)) { _ in
      ran.store(true, ordering: .relaxed)
      return Disposables.create()
    }
    cancelled.dispose()
    let later = DispatchSemaphore(value: 0)
    _ = scheduler.scheduleRelative((), dueTime: .milliseconds(60)) { _ in
      later.signal()
      return Disposables.create()
    }
    XCTAssertEqual(later.wait(timeout: .now() + 10), .success)
    XCTAssertFalse(ran.load(ordering: .relaxed))
  }

  func testDisposingAfterTheWorkRanDisposesWhatItReturned() {
    let scheduler = makeScheduler()
    let ran = DispatchSemaphore(value: 0)
    let inner = BooleanDisposable()
    let work = scheduler.scheduleRelative((), dueTime: .milliseconds(1)) { _ in
      ran.signal()
      return inner
    }
    XCTAssertEqual(ran.wait(timeout: .now() + 10), .success)
    XCTAssertTrue(waitUntilIdle(scheduler))
    XCTAssertFalse(inner.isDisposed)
    work.dispose()
    XCTAssertTrue(inner.isDisposed)
  }

  func testPeriodicWorkPassesItsStateAlongUntilDisposed() {
    let scheduler = makeScheduler()
    let states = LockedValue<[Int]>([])
    let fifth = DispatchSemaphore(value: 0)
    let periodic = scheduler.schedulePeriodic(0, startAfter: .milliseconds(1), period: .milliseconds(1)) { state in
      let count = states.withLock { states in
        states.append(state)
        return states.count
      }
      if count == 5 { fifth.signal() }
      return state + 1
    }
    XCTAssertEqual(fifth.wait(timeout: .now() + 10), .success, "five ticks did not happen within 10 s")
    periodic.dispose()
    XCTAssertTrue(waitUntilIdle(scheduler))
    let afterDispose = states.withLock { $0 }
    XCTAssertEqual(Array(afterDispose.prefix(5)), [0, 1, 2, 3, 4])
    XCTAssertEqual(afterDispose, Array(0..<afterDispose.count))
    let later = DispatchSemaphore(value: 0)
    _ = scheduler.scheduleRelative((), dueTime: .milliseconds(20)) { _ in
      later.signal()
      return Disposables.create()
    }
    XCTAssertEqual(later.wait(timeout: .now() + 10), .success)
    XCTAssertEqual(states.withLock { $0 }, afterDispose, "no tick after dispose")
  }

  func testNowIsTheWallClock() {
    let scheduler = makeScheduler()
    XCTAssertEqual(scheduler.now.timeIntervalSinceNow, 0, accuracy: 1)
  }
}
