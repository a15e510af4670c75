import Dispatch
import Foundation
import RxTesting
import XCTest

@testable import RxCore

/// `MainScheduler` used from background threads queues its work on the main queue. These tests run on the main
/// thread and spin the main run loop (which serves the main queue) until the work is done, for at most 10 s.
final class MainSchedulerTests: RxTestCase {
  /// Runs the main run loop until `isDone` holds or `seconds` have passed; returns whether it is done.
  private func runMainLoop(seconds: TimeInterval = 10, until isDone: () -> Bool) -> Bool {
    let deadline = Date(timeIntervalSinceNow: seconds)
    while !isDone() {
      if Date() > deadline { return false }
      _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
    }
    return true
  }

  func testWorkScheduledFromABackgroundThreadRunsOnTheMainThreadInOrder() {
    XCTAssertTrue(Thread.isMainThread)
    let order = LockedValue<[Int]>([])
    let offMain = AtomicInt(0)
    DispatchQueue.global().async {
      for index in 0..<50 {
        _ = MainScheduler.instance.schedule(index) { index in
          if !Thread.isMainThread { offMain.add(1, ordering: .relaxed) }
          order.withLock { $0.append(index) }
          return Disposables.create()
        }
      }
    }
    XCTAssertTrue(runMainLoop { order.withLock { $0.count } == 50 }, "the work did not run within 10 s")
    XCTAssertEqual(order.withLock { $0 }, Array(0..<50))
    XCTAssertEqual(offMain.load(ordering: .relaxed), 0)
  }

  func testWorkScheduledFromABackgroundThreadIsNotRunInline() {
    let ranInline = AtomicBool(false)
    let ran = AtomicBool(false)
    let scheduled = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      let inside = AtomicBool(true)
      _ = MainScheduler.instance.schedule(()) { _ in
        if inside.load(ordering: .acquiring) { ranInline.store(true, ordering: .relaxed) }
        ran.store(true, ordering: .releasing)
        return Disposables.create()
      }
      inside.store(false, ordering: .releasing)
      scheduled.signal()
    }
    XCTAssertEqual(scheduled.wait(timeout: .now() + 10), .success)
    XCTAssertTrue(runMainLoop { ran.load(ordering: .acquiring) }, "the work did not run within 10 s")
    XCTAssertFalse(ranInline.load(ordering: .relaxed))
  }

  func testAsyncInstanceQueuesEvenOnTheMainThread() {
    var ran = false
    _ = MainScheduler.asyncInstance.schedule(()) { _ in
      ran = true
      return Disposables.create()
    }
    XCTAssertFalse(ran)
    XCTAssertTrue(runMainLoop { ran }, "the work did not run within 10 s")
  }

  func testDisposingQueuedWorkCancelsIt() {
    var ran = false
    var marker = false
    MainScheduler.asyncInstance.schedule(()) { _ in
      ran = true
      return Disposables.create()
    }.dispose()
    _ = MainScheduler.asyncInstance.schedule(()) { _ in
      marker = true
      return Disposables.create()
    }
    XCTAssertTrue(runMainLoop { marker }, "the work did not run within 10 s")
    XCTAssertFalse(ran)
  }

  func testRelativeWorkFromABackgroundThreadRunsOnTheMainThreadAfterTheDueTime() {
    let onMain = AtomicBool(false)
    let ran = AtomicBool(false)
    let start = DispatchTime.now()
    let elapsed = LockedValue<Double>(0)
    DispatchQueue.global().async {
      _ = MainScheduler.instance.scheduleRelative((), dueTime: .milliseconds(30)) { _ in
        elapsed.withLock { $0 = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9 }
        onMain.store(Thread.isMainThread, ordering: .relaxed)
        ran.store(true, ordering: .releasing)
        return Disposables.create()
      }
    }
    XCTAssertTrue(runMainLoop { ran.load(ordering: .acquiring) }, "the timer did not fire within 10 s")
    XCTAssertTrue(onMain.load(ordering: .relaxed))
    XCTAssertGreaterThanOrEqual(elapsed.withLock { $0 }, 0.029)
  }

  func testObserveOnMainDeliversBackgroundEventsOnTheMainThreadInOrder() {
    let subject = PublishSubject<Int>()
    var received: [Int] = []
    var completed = false
    var offMain = 0
    let subscription = subject.observe(on: MainScheduler.instance)
      .subscribe(
        onNext: { value in
          if !Thread.isMainThread { offMain += 1 }
          received.append(value)
        },
        onCompleted: { completed = true })
    let sender = BackgroundSender(subject) { subject in
      for value in 0..<200 { subject.onNext(value) }
      subject.onCompleted()
    }
    XCTAssertTrue(runMainLoop { completed }, "no completion within 10 s")
    XCTAssertTrue(sender.waitUntilDone())
    subscription.dispose()
    XCTAssertEqual(received, Array(0..<200))
    XCTAssertEqual(offMain, 0)
  }

  func testTimeOperatorsOnTheMainScheduler() {
    let subject = PublishSubject<Int>()
    var received: [Int] = []
    var completed = false
    let subscription = subject.debounce(.milliseconds(20), scheduler: MainScheduler.instance)
      .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
    let sender = BackgroundSender(subject) { subject in
      subject.onNext(1)
      subject.onNext(2)
    }
    XCTAssertTrue(sender.waitUntilDone())
    XCTAssertTrue(runMainLoop { received == [2] }, "no debounced element within 10 s")
    subject.onCompleted()
    XCTAssertTrue(completed)
    subscription.dispose()
  }

  func testMainSchedulerIsASerialDispatchQueueSchedulerAndStillRunsAtOnceOnTheMainThread() {
    // RxSwift's MainScheduler is a SerialDispatchQueueScheduler: code that takes one accepts it.
    func deliver(_ values: [Int], on scheduler: SerialDispatchQueueScheduler) -> [Int] {
      var received: [Int] = []
      Observable.from(values).observe(on: scheduler).subscribe(onNext: { received.append($0) }).dispose()
      return received
    }
    XCTAssertEqual(deliver([1, 2], on: MainScheduler.instance), [1, 2], "delivered at once on the main thread")
    let serial: SerialDispatchQueueScheduler = MainScheduler.asyncInstance
    var ran = false
    _ = serial.schedule(()) { _ in
      ran = true
      return Disposables.create()
    }
    XCTAssertFalse(ran, "asyncInstance always queues")
    XCTAssertTrue(runMainLoop { ran }, "the work did not run within 10 s")
  }
}
