import RxCore
import RxTesting
import XCTest

/// Periodic work on virtual time schedules its next tick before it runs, as RxSwift's `SchedulePeriodicRecursive`:
/// work that a tick's action schedules for the next tick's time runs after that tick. Expected values are RxSwift
/// 6.10.2's, checked by running it beside the project.
final class PeriodicSchedulingParityTests: RxTestCase {
  func testTheNextTickIsScheduledBeforeTheActionRuns() {
    let scheduler = TestScheduler(initialClock: 0)
    var log: [String] = []
    let periodic = scheduler.schedulePeriodic(0, startAfter: .seconds(10), period: .seconds(10)) { tick in
      log.append("tick \(tick) at \(scheduler.clock)")
      _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
        log.append("after tick \(tick) at \(scheduler.clock)")
        return Disposables.create()
      }
      return tick + 1
    }
    scheduler.advanceTo(35)
    periodic.dispose()
    scheduler.start()
    XCTAssertEqual(
      log,
      [
        "tick 0 at 10", "tick 1 at 20", "after tick 0 at 20", "tick 2 at 30", "after tick 1 at 30",
        "after tick 2 at 40",
      ])
  }

  func testIntervalThenDebounceOfTheSamePeriodEmitsOnlyTheLastElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let result = scheduler.start {
      Observable<Int>.interval(.seconds(30), scheduler: scheduler).take(2).debounce(.seconds(30), scheduler: scheduler)
    }
    XCTAssertEqual(result.events, [.next(260, 1), .completed(260)])
  }

  func testIntervalThenThrottleDropsTheElementOfTheClosingTick() {
    let scheduler = TestScheduler(initialClock: 0)
    let result = scheduler.start {
      Observable<Int>.interval(.seconds(20), scheduler: scheduler).take(4).throttle(.seconds(40), scheduler: scheduler)
    }
    XCTAssertEqual(result.events, [.next(220, 0), .next(260, 2), .next(300, 3), .completed(300)])
  }

  func testIntervalThenBufferOfTwoPeriods() {
    let scheduler = TestScheduler(initialClock: 0)
    let result = scheduler.start {
      Observable<Int>.interval(.seconds(10), scheduler: scheduler).take(5)
        .buffer(timeSpan: .seconds(20), count: 10, scheduler: scheduler)
    }
    XCTAssertEqual(result.events, [.next(220, [0]), .next(240, [1, 2]), .next(250, [3, 4]), .completed(250)])
  }

  func testDisposingFromInsideTheActionStopsTheTicks() {
    let scheduler = TestScheduler(initialClock: 0)
    var ticks: [Int] = []
    var periodic: (any Disposable)?
    periodic = scheduler.schedulePeriodic(0, startAfter: .seconds(5), period: .seconds(5)) { tick in
      ticks.append(scheduler.clock)
      if tick == 2 { periodic?.dispose() }
      return tick + 1
    }
    scheduler.start()
    XCTAssertEqual(ticks, [5, 10, 15])
  }
}
