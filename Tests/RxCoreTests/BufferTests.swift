import RxCore
import RxTesting
import XCTest

/// Expected events and subscriptions are RxSwift's own (`Observable+BufferTests.swift`), plus cases derived from
/// its algorithm (the first timer starts before the source is subscribed to; a full array restarts the timer).
final class BufferTests: RxTestCase {
  private let error = TestError(id: 1)

  private func source(_ scheduler: TestScheduler, end: Recorded<Event<Int>>) -> TestableObservable<Int> {
    scheduler.createHotObservable([
      .next(205, 1), .next(210, 2), .next(240, 3), .next(280, 4), .next(320, 5), .next(350, 6), .next(370, 7),
      .next(420, 8), .next(470, 9), end,
    ])
  }

  func testFullOrTimedArrays() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = source(scheduler, end: .completed(600))
    let res = scheduler.start { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
    XCTAssertEqual(
      res.events,
      [
        .next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7]), .next(440, [8]), .next(510, [9]),
        .next(580, []), .next(600, []), .completed(600),
      ])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
  }

  func testErrorDropsTheArrayBeingFilled() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = source(scheduler, end: .error(600, error))
    let res = scheduler.start { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
    XCTAssertEqual(
      res.events,
      [
        .next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7]), .next(440, [8]), .next(510, [9]),
        .next(580, []), .error(600, error),
      ])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
  }

  func testDisposed() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = source(scheduler, end: .completed(600))
    let res = scheduler.start(disposed: 370) { xs.buffer(timeSpan: .seconds(70), count: 3, scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(240, [1, 2, 3]), .next(310, [4]), .next(370, [5, 6, 7])])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 370)])
  }

  func testCompletionEmitsTheArrayBeingFilled() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let res = scheduler.start { xs.buffer(timeSpan: .seconds(100), count: 5, scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(230, [1, 2]), .completed(230)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testCountBelowOneOnlyUsesTime() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3), .completed(270)])
    let res = scheduler.start { xs.buffer(timeSpan: .seconds(50), count: 0, scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(250, [1, 2]), .next(270, [3]), .completed(270)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 270)])
  }

  func testSynchronousSource() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let res = scheduler.start {
      Observable.of(1, 2, 3, 4, 5).buffer(timeSpan: .seconds(100), count: 2, scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(200, [1, 2]), .next(200, [3, 4]), .next(200, [5]), .completed(200)])
  }
}
