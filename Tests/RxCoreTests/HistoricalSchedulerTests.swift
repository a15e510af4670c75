import Foundation
import RxCore
import RxTesting
import XCTest

/// RxSwift's own cases (`HistoricalSchedulerTest.swift`), with RxSwift 6's `RxTimeInterval` due times.
final class HistoricalSchedulerTests: RxTestCase {
  private func date(_ seconds: TimeInterval) -> Date { Date(timeIntervalSince1970: seconds) }

  func testInitialClock() {
    let scheduler = HistoricalScheduler(initialClock: date(10))
    XCTAssertEqual(scheduler.now, date(10))
    XCTAssertEqual(scheduler.clock, date(10))
    XCTAssertEqual(HistoricalScheduler().clock, date(0))
  }

  /// Schedules 10 s from now; that work schedules 20 s later and now, and returns the latter's disposable.
  private func scheduleNested(_ scheduler: HistoricalScheduler, into times: @escaping (Date) -> Void) {
    _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
      times(scheduler.now)
      _ = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
        times(scheduler.now)
        return Disposables.create()
      }
      return scheduler.schedule(()) { _ in
        times(scheduler.now)
        return Disposables.create()
      }
    }
  }

  func testStartRunsEverythingAndWorkForNowRunsAtNow() {
    let scheduler = HistoricalScheduler()
    var times: [Date] = []
    scheduleNested(scheduler) { times.append($0) }
    scheduler.start()
    XCTAssertEqual(times, [date(10), date(10), date(30)])
  }

  func testDisposedWorkDoesNotRun() {
    let scheduler = HistoricalScheduler()
    var times: [Date] = []
    _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
      times.append(scheduler.now)
      let later = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
        times.append(scheduler.now)
        return Disposables.create()
      }
      let now = scheduler.schedule(()) { _ in
        times.append(scheduler.now)
        return Disposables.create()
      }
      now.dispose()
      later.dispose()
      return Disposables.create()
    }
    scheduler.start()
    XCTAssertEqual(times, [date(10)])
  }

  func testAdvanceToAfterEverything() {
    let scheduler = HistoricalScheduler()
    var times: [Date] = []
    scheduleNested(scheduler) { times.append($0) }
    scheduler.advanceTo(date(100))
    XCTAssertEqual(times, [date(10), date(10), date(30)])
    XCTAssertEqual(scheduler.clock, date(100))
  }

  func testAdvanceToStopsAtTheGivenTime() {
    let scheduler = HistoricalScheduler()
    var times: [Date] = []
    scheduleNested(scheduler) { times.append($0) }
    scheduler.advanceTo(date(10))
    XCTAssertEqual(times, [date(10), date(10)])
  }

  func testStop() {
    let scheduler = HistoricalScheduler()
    var times: [Date] = []
    _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
      times.append(scheduler.now)
      _ = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
        times.append(scheduler.now)
        return Disposables.create()
      }
      _ = scheduler.schedule(()) { _ in
        times.append(scheduler.now)
        return Disposables.create()
      }
      scheduler.stop()
      return Disposables.create()
    }
    scheduler.start()
    XCTAssertEqual(times, [date(10)])
  }

  func testSleepMovesTheClockWithoutRunningWork() {
    let scheduler = HistoricalScheduler()
    var times: [Date] = []
    _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
      times.append(scheduler.now)
      scheduler.sleep(100)
      _ = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
        times.append(scheduler.now)
        return Disposables.create()
      }
      _ = scheduler.schedule(()) { _ in
        times.append(scheduler.now)
        return Disposables.create()
      }
      return Disposables.create()
    }
    scheduler.start()
    XCTAssertEqual(times, [date(10), date(110), date(130)])
  }

  func testDrivesTimeOperators() {
    let scheduler = HistoricalScheduler(initialClock: date(1_000))
    var received: [(Date, Int)] = []
    let subscription = Observable<Int>.interval(.milliseconds(500), scheduler: scheduler).take(3)
      .delay(.milliseconds(1_000), scheduler: scheduler)
      .subscribe(onNext: { received.append((scheduler.now, $0)) })
    scheduler.start()
    subscription.dispose()
    XCTAssertEqual(received.map(\.1), [0, 1, 2])
    XCTAssertEqual(received.map(\.0), [date(1_001.5), date(1_002), date(1_002.5)])
  }

  func testConverterIsTheIdentity() {
    let converter = HistoricalSchedulerTimeConverter()
    XCTAssertEqual(converter.convertToVirtualTime(date(5)), date(5))
    XCTAssertEqual(converter.convertFromVirtualTime(date(5)), date(5))
    XCTAssertEqual(converter.convertToVirtualTimeInterval(2.5), 2.5)
    XCTAssertEqual(converter.convertFromVirtualTimeInterval(2.5), 2.5)
    XCTAssertEqual(converter.offsetVirtualTime(date(5), offset: 2.5), date(7.5))
    XCTAssertEqual(converter.compareVirtualTime(date(1), date(2)), .lessThan)
    XCTAssertEqual(converter.compareVirtualTime(date(2), date(2)), .equal)
    XCTAssertEqual(converter.compareVirtualTime(date(3), date(2)), .greaterThan)
  }
}
