import RxCore
import RxTesting
import XCTest

/// `Single.timer` and `Maybe.timer`: `0` after the due time, then completion at the same tick.
final class PrimitiveSequenceTimerTests: RxTestCase {
  func testSingleTimerSucceedsWithZeroAfterTheDueTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Single<Int>.timer(.seconds(12), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(212, 0), .completed(212)])
  }

  func testMaybeTimerOfAnotherIntegerType() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Maybe<UInt8>.timer(.seconds(30), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(230, 0), .completed(230)])
  }

  func testDisposingBeforeTheDueTimeCancelsTheTimer() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start(disposed: 250) { Single<Int>.timer(.seconds(100), scheduler: scheduler) }
    XCTAssertEqual(res.events, [])
  }

  func testNeverDueTimeNeverSucceeds() {
    let scheduler = TestScheduler(initialClock: 0)
    XCTAssertEqual(scheduler.start { Single<Int>.timer(.never, scheduler: scheduler) }.events, [])
  }

  func testSubscribingTwiceStartsTwoTimers() {
    let scheduler = TestScheduler(initialClock: 0)
    let timer = Single<Int>.timer(.seconds(10), scheduler: scheduler)
    var seen: [Int] = []
    scheduler.scheduleAt(100) { _ = timer.subscribe(onSuccess: { _ in seen.append(scheduler.clock) }) }
    scheduler.scheduleAt(105) { _ = timer.subscribe(onSuccess: { _ in seen.append(scheduler.clock) }) }
    scheduler.start()
    XCTAssertEqual(seen, [110, 115])
  }
}
