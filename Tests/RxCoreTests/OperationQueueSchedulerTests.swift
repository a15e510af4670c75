import Dispatch
import Foundation
import RxTesting
import XCTest

@testable import RxCore

final class OperationQueueSchedulerTests: RxTestCase {
  func testWorkRunsAsOperationsOfTheQueue() {
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = 2
    let scheduler = OperationQueueScheduler(operationQueue: queue, queuePriority: .high)
    XCTAssertTrue(scheduler.operationQueue === queue)
    XCTAssertEqual(scheduler.queuePriority, .high)
    let count = AtomicInt(0)
    let wrongQueue = AtomicInt(0)
    let done = DispatchSemaphore(value: 0)
    for _ in 0..<50 {
      _ = scheduler.schedule(()) { _ in
        if OperationQueue.current !== queue { wrongQueue.add(1, ordering: .relaxed) }
        if count.add(1, ordering: .relaxed).newValue == 50 { done.signal() }
        return Disposables.create()
      }
    }
    XCTAssertEqual(done.wait(timeout: .now() + 10), .success, "the operations did not run within 10 s")
    XCTAssertEqual(wrongQueue.load(ordering: .relaxed), 0)
  }

  func testDefaultPriorityIsNormal() {
    XCTAssertEqual(OperationQueueScheduler(operationQueue: OperationQueue()).queuePriority, .normal)
  }

  func testDisposingBeforeTheOperationStartsSkipsTheWork() {
    let queue = OperationQueue()
    queue.maxConcurrentOperationCount = 1
    queue.isSuspended = true
    let scheduler = OperationQueueScheduler(operationQueue: queue)
    let ran = AtomicBool(false)
    let done = DispatchSemaphore(value: 0)
    scheduler.schedule(()) { _ in
      ran.store(true, ordering: .relaxed)
      return Disposables.create()
    }.dispose()
    _ = scheduler.schedule(()) { _ in
      done.signal()
      return Disposables.create()
    }
    queue.isSuspended = false
    XCTAssertEqual(done.wait(timeout: .now() + 10), .success, "the operations did not run within 10 s")
    XCTAssertFalse(ran.load(ordering: .relaxed))
  }

  func testSubscribeOnAnOperationQueue() {
    let queue = OperationQueue()
    let scheduler = OperationQueueScheduler(operationQueue: queue)
    let values = LockedValue<[Int]>([])
    let done = DispatchSemaphore(value: 0)
    let subscription = Observable.of(1, 2, 3).subscribe(on: scheduler)
      .subscribe(onNext: { value in values.withLock { $0.append(value) } }, onCompleted: { done.signal() })
    XCTAssertEqual(done.wait(timeout: .now() + 10), .success, "no completion within 10 s")
    subscription.dispose()
    queue.waitUntilAllOperationsAreFinished()
    XCTAssertEqual(values.withLock { $0 }, [1, 2, 3])
  }

  func testTheWorkIsReleasedWhenItRunsThoughTheQueueStillHoldsItsOperation() {
    let queue = QueueKeepingItsOperations()
    let scheduler = OperationQueueScheduler(operationQueue: queue)
    weak var released: ScheduledPayload?
    do {
      let payload = ScheduledPayload()
      released = payload
      _ = scheduler.schedule(payload) { _ in Disposables.create() }
    }
    queue.waitUntilAllOperationsAreFinished()
    XCTAssertEqual(queue.operationsAdded.withLock { $0.count }, 1)
    XCTAssertNil(released, "the finished operation still holds the work's state")
  }
}

private final class ScheduledPayload {}

/// Keeps every operation added to it, as a queue may keep a finished operation a while.
private final class QueueKeepingItsOperations: OperationQueue, @unchecked Sendable {
  let operationsAdded = LockedValue<[Operation]>([])

  override func addOperation(_ operation: Operation) {
    operationsAdded.withLock { $0.append(operation) }
    super.addOperation(operation)
  }
}
