import RxCore
import RxTesting
import XCTest

/// Expected times follow RxSwift's `debounce`: every element restarts a `dueTime` timer and is emitted when the
/// timer fires; completion emits the waiting element at once; an error drops it. On `TestScheduler`, an event of a
/// hot observable and a timer due at the same tick run in scheduling order (the hot event was scheduled first).
final class DebounceTests: RxTestCase {
  private let error = TestError(id: 1)

  func testEveryElementPassesWhenTheGapsAreLongerThanDueTime() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(200, 2), .next(250, 3), .next(300, 4), .next(350, 5), .next(400, 6), .next(450, 7),
      .next(500, 8), .completed(550),
    ])
    let res = scheduler.start { xs.debounce(.seconds(40), scheduler: scheduler) }
    XCTAssertEqual(
      res.events,
      [
        .next(290, 3), .next(340, 4), .next(390, 5), .next(440, 6), .next(490, 7), .next(540, 8), .completed(550),
      ])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
  }

  func testErrorAfterEveryElementPassed() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(250, 3), .next(300, 4), .error(550, error),
    ])
    let res = scheduler.start { xs.debounce(.seconds(40), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(290, 3), .next(340, 4), .error(550, error)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
  }

  func testCompletionEmitsTheWaitingElementAtOnce() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(200, 2), .next(250, 3), .next(300, 4), .next(350, 5), .next(400, 6), .next(450, 7),
      .next(500, 8), .completed(550),
    ])
    let res = scheduler.start { xs.debounce(.seconds(60), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(550, 8), .completed(550)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
  }

  func testErrorDropsTheWaitingElement() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(250, 3), .next(300, 4), .next(350, 5), .error(400, error),
    ])
    let res = scheduler.start { xs.debounce(.seconds(60), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.error(400, error)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
  }

  func testEmpty() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = scheduler.createHotObservable([.next(150, 1), .completed(300)])
    let res = scheduler.start { xs.debounce(.seconds(10), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testNever() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = scheduler.createHotObservable([.next(150, 1)])
    let res = scheduler.start { xs.debounce(.seconds(10), scheduler: scheduler) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testANewerElementReplacesTheWaitingOne() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(250, 2), .next(280, 3), .next(330, 4), .next(410, 5), .next(490, 6), .completed(600),
    ])
    let res = scheduler.start { xs.debounce(.seconds(50), scheduler: scheduler) }
    // 2 is replaced by 3 at 280; 3's timer is due at 330, the same tick as 4, which arrives first and replaces it.
    XCTAssertEqual(res.events, [.next(380, 4), .next(460, 5), .next(540, 6), .completed(600)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
  }

  func testDisposingCancelsTheWaitingElement() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(290, 2), .completed(500)])
    let res = scheduler.start(disposed: 300) { xs.debounce(.seconds(20), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(230, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testZeroDueTimeEmitsOneTickLaterOnTheTestScheduler() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let res = scheduler.start { xs.debounce(.seconds(0), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(211, 1), .next(221, 2), .completed(230)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testNeverDueTimeOnlyEmitsAtCompletion() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(400)])
    let res = scheduler.start { xs.debounce(.never, scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(400, 2), .completed(400)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
  }

  func testMillisecondDueTimeWithAFinerResolution() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(400)])
    let res = scheduler.start { xs.debounce(.milliseconds(50), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(290, 2), .completed(400)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
  }
}
