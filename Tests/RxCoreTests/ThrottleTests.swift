import RxCore
import RxTesting
import XCTest

/// Expected events and subscriptions are RxSwift's own (`Observable+ThrottleTests.swift`), with `.seconds(n)` on a
/// `TestScheduler` of resolution 1.
final class ThrottleTests: RxTestCase {
  private let error = TestError(id: 1)

  private func source(_ scheduler: TestScheduler, end: Recorded<Event<Int>>?) -> TestableObservable<Int> {
    var events: [Recorded<Event<Int>>] = [
      .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5), .next(410, 6), .next(450, 7),
    ]
    if let end { events.append(end) }
    return scheduler.createHotObservable(events)
  }

  // MARK: latest: false

  func testNotLatestCompleted() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = source(scheduler, end: .completed(500))
    let res = scheduler.start { xs.throttle(.seconds(200), latest: false, scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(210, 2), .next(410, 6), .completed(500)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
  }

  func testNotLatestNever() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = scheduler.createHotObservable([Recorded.next(150, 0)])
    let res = scheduler.start { xs.throttle(.seconds(200), latest: false, scheduler: scheduler) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testNotLatestEmpty() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = scheduler.createHotObservable([.next(150, 0), .completed(500)])
    let res = scheduler.start { xs.throttle(.seconds(200), latest: false, scheduler: scheduler) }
    XCTAssertEqual(res.events, [.completed(500)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
  }

  func testNotLatestError() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5), .error(410, error), .next(450, 7),
      .completed(500),
    ])
    let res = scheduler.start { xs.throttle(.seconds(200), latest: false, scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(210, 2), .error(410, error)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 410)])
  }

  func testNotLatestNoEnd() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = source(scheduler, end: nil)
    let res = scheduler.start { xs.throttle(.seconds(200), latest: false, scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(210, 2), .next(410, 6)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  // MARK: latest: true (the default)

  func testLatestCompletedWaitsForTheLastElement() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = source(scheduler, end: .completed(500))
    let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(210, 2), .next(410, 6), .next(610, 7), .completed(610)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
  }

  func testLatestCompletedAfterTheLastElementWasSent() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = source(scheduler, end: .completed(900))
    let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(210, 2), .next(410, 6), .next(610, 7), .completed(900)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 900)])
  }

  func testLatestNever() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = scheduler.createHotObservable([Recorded.next(150, 0)])
    let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testLatestEmpty() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = scheduler.createHotObservable([.next(150, 0), .completed(500)])
    let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.completed(500)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
  }

  func testLatestErrorDropsTheWaitingElement() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5), .error(410, error), .next(450, 7),
      .completed(500),
    ])
    let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(210, 2), .error(410, error)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 410)])
  }

  func testLatestNoEnd() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = source(scheduler, end: nil)
    let res = scheduler.start { xs.throttle(.seconds(200), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(210, 2), .next(410, 6), .next(610, 7)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testDisposingCancelsTheWaitingElement() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = source(scheduler, end: .completed(500))
    let res = scheduler.start(disposed: 460) { xs.throttle(.seconds(200), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(210, 2), .next(410, 6)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 460)])
  }

  func testZeroDueTimeLetsEveryElementThrough() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(210, 2), .next(220, 3), .completed(230)])
    let res = scheduler.start { xs.throttle(.seconds(0), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(210, 2), .next(220, 3), .completed(230)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }
}
