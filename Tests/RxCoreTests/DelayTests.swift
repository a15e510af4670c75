import RxCore
import RxTesting
import XCTest

/// Expected events and subscriptions are RxSwift's own (`Observable+DelayTests.swift`), with `.seconds(n)` on a
/// `TestScheduler` of resolution 1, plus cases derived from RxSwift's algorithm: one timer at a time delivers the
/// oldest event, then is started again with what is left of `dueTime` for the next one (so an event due "now" runs
/// one tick later on the test scheduler, as RxSwift's does).
final class DelayTests: RxTestCase {
  private let error = TestError(id: 1)

  private func simpleSource(_ scheduler: TestScheduler, end: Recorded<Event<Int>>) -> TestableObservable<Int> {
    scheduler.createHotObservable([.next(150, 1), .next(250, 2), .next(350, 3), .next(450, 4), end])
  }

  func testDelayEqualToTheGaps() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = simpleSource(scheduler, end: .completed(550))
    let res = scheduler.start { xs.delay(.seconds(100), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(350, 2), .next(450, 3), .next(550, 4), .completed(650)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
  }

  func testDelayShorterThanTheGaps() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = simpleSource(scheduler, end: .completed(550))
    let res = scheduler.start { xs.delay(.seconds(50), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(300, 2), .next(400, 3), .next(500, 4), .completed(600)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
  }

  func testDelayLongerThanTheGaps() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = simpleSource(scheduler, end: .completed(550))
    let res = scheduler.start { xs.delay(.seconds(150), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(400, 2), .next(500, 3), .next(600, 4), .completed(700)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
  }

  func testErrorIsNotDelayed() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = scheduler.createHotObservable([.next(150, 1), .error(250, error)])
    let res = scheduler.start { xs.delay(.seconds(150), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.error(250, error)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testCompletionIsDelayed() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
    let res = scheduler.start { xs.delay(.seconds(150), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.completed(400)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testErrorAfterEveryElementWasDelivered() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = simpleSource(scheduler, end: .error(550, error))
    let res = scheduler.start { xs.delay(.seconds(50), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(300, 2), .next(400, 3), .next(500, 4), .error(550, error)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
  }

  func testErrorDropsTheElementsStillWaiting() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = simpleSource(scheduler, end: .error(550, error))
    let res = scheduler.start { xs.delay(.seconds(150), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(400, 2), .next(500, 3), .error(550, error)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
  }

  func testEveryEventIsShiftedByTheSameAmount() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let messages: [Recorded<Event<Int>>] = [
      .next(150, 1), .next(250, 2), .next(350, 3), .next(450, 4), .completed(550),
    ]
    let xs = scheduler.createHotObservable(messages)
    let res = scheduler.start { xs.delay(.seconds(42), scheduler: scheduler) }
    XCTAssertEqual(
      res.events, messages.map { Recorded(time: $0.time + 42, value: $0.value) }.filter { $0.time > 200 + 42 })
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 550)])
  }

  func testDisposingDropsTheWaitingEvents() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = simpleSource(scheduler, end: .completed(550))
    let res = scheduler.start(disposed: 420) { xs.delay(.seconds(100), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(350, 2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 420)])
  }

  func testEventsThatArriveTogetherAreDeliveredOneTickApart() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let res = scheduler.start { Observable.of(1, 2).delay(.seconds(100), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(300, 1), .next(301, 2), .completed(302)])
  }

  func testColdSourceKeepsItsSpacing() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = scheduler.createColdObservable([.next(10, 1), .next(15, 2), .next(40, 3), .completed(45)])
    let res = scheduler.start { xs.delay(.seconds(20), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(230, 1), .next(235, 2), .next(260, 3), .completed(265)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 245)])
  }
}
