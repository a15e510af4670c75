import RxCore
import RxTesting
import XCTest

final class SchedulerTests: RxTestCase {
  func testCurrentThreadSchedulerTrampolinesNestedWork() {
    var log: [String] = []
    XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
    _ = CurrentThreadScheduler.instance.schedule(()) { _ in
      log.append("outer start")
      XCTAssertFalse(CurrentThreadScheduler.isScheduleRequired)
      _ = CurrentThreadScheduler.instance.schedule(()) { _ in
        log.append("inner")
        return Disposables.create()
      }
      log.append("outer end")
      return Disposables.create()
    }
    XCTAssertEqual(log, ["outer start", "outer end", "inner"])
    XCTAssertTrue(CurrentThreadScheduler.isScheduleRequired)
  }

  func testCancelledTrampolinedWorkDoesNotRun() {
    var ran = false
    _ = CurrentThreadScheduler.instance.schedule(()) { _ in
      let work = CurrentThreadScheduler.instance.schedule(()) { _ in
        ran = true
        return Disposables.create()
      }
      work.dispose()
      return Disposables.create()
    }
    XCTAssertFalse(ran)
  }

  func testMainSchedulerRunsAtOnceOnTheMainThread() {
    XCTAssertTrue(MainScheduler.isOnMainThread)
    var ran = false
    _ = MainScheduler.instance.schedule(()) { _ in
      ran = true
      return Disposables.create()
    }
    XCTAssertTrue(ran)
  }

  func testVirtualTimeRunsInTimeOrderThenSchedulingOrder() {
    let scheduler = TestScheduler(initialClock: 0)
    var log: [String] = []
    scheduler.scheduleAt(20) { log.append("b@\(scheduler.clock)") }
    scheduler.scheduleAt(10) { log.append("a@\(scheduler.clock)") }
    scheduler.scheduleAt(20) { log.append("c@\(scheduler.clock)") }
    let cancelled = scheduler.scheduleRelativeVirtual((), dueTime: 15) { _ in
      log.append("cancelled")
      return Disposables.create()
    }
    cancelled.dispose()
    scheduler.start()
    XCTAssertEqual(log, ["a@10", "b@20", "c@20"])
  }

  func testAdvanceToAndProcessingDelay() {
    let scheduler = TestScheduler(initialClock: 0)
    var log: [Int] = []
    scheduler.scheduleAt(50) {
      _ = scheduler.schedule(()) { _ in
        log.append(scheduler.clock)
        return Disposables.create()
      }
    }
    scheduler.scheduleAt(100) { log.append(scheduler.clock) }
    scheduler.advanceTo(60)
    XCTAssertEqual(log, [51])
    XCTAssertEqual(scheduler.clock, 60)
    scheduler.start()
    XCTAssertEqual(log, [51, 100])
  }

  func testScheduleRelativeUsesResolution() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
    var firedAt: Int?
    _ = scheduler.scheduleRelative((), dueTime: .seconds(2)) { _ in
      firedAt = scheduler.clock
      return Disposables.create()
    }
    scheduler.start()
    XCTAssertEqual(firedAt, 20)
  }
}
