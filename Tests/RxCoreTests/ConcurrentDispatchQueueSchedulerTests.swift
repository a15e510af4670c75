import Dispatch
import Foundation
import RxTesting
import XCTest

@testable import RxCore

final class ConcurrentDispatchQueueSchedulerTests: RxTestCase {
  func testScheduledWorkRunsOnTheGivenQueue() {
    let key = DispatchSpecificKey<String>()
    let queue = DispatchQueue(label: "ConcurrentDispatchQueueSchedulerTests", attributes: .concurrent)
    queue.setSpecific(key: key, value: "concurrent")
    let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
    let count = AtomicInt(0)
    let wrongQueue = AtomicInt(0)
    let done = DispatchSemaphore(value: 0)
    for _ in 0..<100 {
      _ = scheduler.schedule(()) { _ in
        if DispatchQueue.getSpecific(key: key) != "concurrent" { wrongQueue.add(1, ordering: .relaxed) }
        if count.add(1, ordering: .relaxed).newValue == 100 { done.signal() }
        return Disposables.create()
      }
    }
    XCTAssertEqual(done.wait(timeout: .now() + 10), .success, "the work did not run within 10 s")
    XCTAssertEqual(wrongQueue.load(ordering: .relaxed), 0)
  }

  func testQualityOfServiceInitializerRunsRelativeWork() {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
    let done = DispatchSemaphore(value: 0)
    let start = DispatchTime.now()
    let elapsed = LockedValue<Double>(0)
    _ = scheduler.scheduleRelative((), dueTime: .milliseconds(30)) { _ in
      elapsed.withLock { $0 = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9 }
      done.signal()
      return Disposables.create()
    }
    XCTAssertEqual(done.wait(timeout: .now() + 10), .success, "the timer did not fire within 10 s")
    XCTAssertGreaterThanOrEqual(elapsed.withLock { $0 }, 0.029)
  }

  func testDisposingRelativeWorkCancelsIt() {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
    let ran = AtomicBool(false)
    scheduler.scheduleRelative((), dueTime: .milliseconds(20)) { _ in
      ran.store(true, ordering: .relaxed)
      return Disposables.create()
    }.dispose()
    let later = DispatchSemaphore(value: 0)
    _ = scheduler.scheduleRelative((), dueTime: .milliseconds(60)) { _ in
      later.signal()
      return Disposables.create()
    }
    XCTAssertEqual(later.wait(timeout: .now() + 10), .success)
    XCTAssertFalse(ran.load(ordering: .relaxed))
  }

  func testPeriodicRunsNeverOverlap() {
    let scheduler = ConcurrentDispatchQueueScheduler(qos: .default)
    let running = AtomicBool(false)
    let overlaps = AtomicInt(0)
    let tenth = DispatchSemaphore(value: 0)
    let periodic = scheduler.schedulePeriodic(0, startAfter: .milliseconds(1), period: .milliseconds(1)) { state in
      if running.exchange(true, ordering: .acquiringAndReleasing) { overlaps.add(1, ordering: .relaxed) }
      if state == 9 { tenth.signal() }
      running.store(false, ordering: .releasing)
      return state + 1
    }
    XCTAssertEqual(tenth.wait(timeout: .now() + 10), .success, "ten ticks did not happen within 10 s")
    periodic.dispose()
    XCTAssertEqual(overlaps.load(ordering: .relaxed), 0)
  }

  func testObservingOnAConcurrentQueueKeepsOrderAndNeverOverlaps() {
    let queue = DispatchQueue(label: "ConcurrentDispatchQueueSchedulerTests.observe", attributes: .concurrent)
    let scheduler = ConcurrentDispatchQueueScheduler(queue: queue)
    let values = LockedValue<[Int]>([])
    let running = AtomicBool(false)
    let overlaps = AtomicInt(0)
    let done = DispatchSemaphore(value: 0)
    let subscription = Observable.from(Array(0..<500))
      .observe(on: scheduler)
      .subscribe(
        onNext: { value in
          if running.exchange(true, ordering: .acquiringAndReleasing) { overlaps.add(1, ordering: .relaxed) }
          values.withLock { $0.append(value) }
          running.store(false, ordering: .releasing)
        },
        onCompleted: { done.signal() })
    XCTAssertEqual(done.wait(timeout: .now() + 10), .success, "no completion within 10 s")
    subscription.dispose()
    // Let the queue finish (and release) the delivery blocks before the leak check.
    queue.sync(flags: .barrier) {}
    queue.sync(flags: .barrier) {}
    XCTAssertEqual(values.withLock { $0 }, Array(0..<500))
    XCTAssertEqual(overlaps.load(ordering: .relaxed), 0)
  }
}
