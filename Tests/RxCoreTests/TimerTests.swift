import Dispatch
import RxCore
import RxTesting
import XCTest

/// Expected events are RxSwift's own (`Observable+TimerTests.swift`) where it has them.
final class TimerTests: RxTestCase {
  func testOneShotTimerEmitsZeroAndCompletes() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let res = scheduler.start { Observable<Int>.timer(.seconds(100), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(300, 0), .completed(300)])
  }

  func testPeriodicTimerCountsAfterTheDueTime() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let res = scheduler.start(disposed: 500) {
      Observable<Int>.timer(.seconds(100), period: .seconds(50), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(300, 0), .next(350, 1), .next(400, 2), .next(450, 3)])
  }

  func testDisposingBeforeTheDueTime() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let res = scheduler.start(disposed: 250) { Observable<Int>.timer(.seconds(100), scheduler: scheduler) }
    XCTAssertEqual(res.events, [])
  }

  func testNeverDueTimeNeverEmits() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let res = scheduler.start { Observable<Int>.timer(.never, period: .seconds(10), scheduler: scheduler) }
    XCTAssertEqual(res.events, [])
  }

  func testNeverPeriodEmitsOnlyZero() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let res = scheduler.start { Observable<Int>.timer(.seconds(10), period: .never, scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(210, 0)])
  }

  func testCountingWrapsAroundAtTheTypesMaximum() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let res = scheduler.start(disposed: 200 + 258) {
      Observable<UInt8>.interval(.seconds(1), scheduler: scheduler).skip(254)
    }
    XCTAssertEqual(res.events, [.next(455, 254), .next(456, 255), .next(457, 0)])
  }

  func testIntervalBasic() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let res = scheduler.start { Observable<Int64>.interval(.seconds(100), scheduler: scheduler) }
    XCTAssertEqual(
      res.events,
      [.next(300, 0), .next(400, 1), .next(500, 2), .next(600, 3), .next(700, 4), .next(800, 5), .next(900, 6)])
  }

  func testIntervalZeroTicksEveryTickOnTheTestScheduler() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let res = scheduler.start(disposed: 210) { Observable<Int64>.interval(.seconds(0), scheduler: scheduler) }
    XCTAssertEqual(
      res.events,
      [
        .next(201, 0), .next(202, 1), .next(203, 2), .next(204, 3), .next(205, 4), .next(206, 5), .next(207, 6),
        .next(208, 7), .next(209, 8),
      ])
  }

  func testIntervalDisposedBeforeTheFirstTick() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let res = scheduler.start { Observable<Int64>.interval(.seconds(1000), scheduler: scheduler) }
    XCTAssertEqual(res.events, [])
  }

  func testIntervalOnASerialDispatchQueue() {
    let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "TimerTests.interval")
    let done = DispatchSemaphore(value: 0)
    let values = LockedValue<[Int]>([])
    let subscription = Observable<Int>.interval(.milliseconds(1), scheduler: scheduler)
      .take(while: { $0 < 10 })
      .subscribe(
        onNext: { value in values.withLock { $0.append(value) } },
        onCompleted: { done.signal() })
    XCTAssertEqual(done.wait(timeout: .now() + 10), .success, "the interval did not reach 10 ticks within 10 s")
    subscription.dispose()
    XCTAssertTrue(waitUntilIdle(scheduler), "the scheduler did not become idle within 10 s")
    XCTAssertEqual(values.withLock { $0 }, Array(0..<10))
  }
}
