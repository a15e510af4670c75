import RxCore
import RxTesting
import XCTest

/// Expected events and subscriptions are RxSwift's own (`Observable+TakeTests.swift`, the time overload).
final class TakeForTests: RxTestCase {
  private let error = TestError(id: 1)

  func testZeroDurationCompletesOneTickLater() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let res = scheduler.start { xs.take(for: .seconds(0), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.completed(201)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 201)])
  }

  func testSome() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
    let res = scheduler.start { xs.take(for: .seconds(25), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(225)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 225)])
  }

  func testSourceCompletesFirst() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let res = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testError() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = scheduler.createHotObservable([.next(0, 0), .error(210, error)])
    let res = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.error(210, error)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
  }

  func testNever() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = scheduler.createHotObservable([Recorded.next(0, 0)])
    let res = scheduler.start { xs.take(for: .seconds(50), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testTwice() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .next(250, 5), .next(260, 6), .completed(270),
    ])
    let res = scheduler.start {
      xs.take(for: .seconds(55), scheduler: scheduler).take(for: .seconds(35), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .completed(235)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 235)])
  }

  func testDisposed() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
    let res = scheduler.start(disposed: 215) { xs.take(for: .seconds(35), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(210, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
  }
}
