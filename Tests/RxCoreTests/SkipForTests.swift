import RxCore
import RxTesting
import XCTest

/// Expected events and subscriptions are RxSwift's own (`Observable+SkipTests.swift`, the time overload, which
/// RxSwift 6 spells `skip(_:scheduler:)`).
final class SkipForTests: RxTestCase {
  private let error = TestError(id: 1)

  func testZeroDurationSkipsNothingThatComesAfterTheFirstTick() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let res = scheduler.start { xs.skip(for: .seconds(0), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testSome() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let res = scheduler.start { xs.skip(for: .seconds(15), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(220, 2), .completed(230)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testLate() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let res = scheduler.start { xs.skip(for: .seconds(50), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.completed(230)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testError() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs: TestableObservable<Int> = scheduler.createHotObservable([.error(210, error)])
    let res = scheduler.start { xs.skip(for: .seconds(50), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.error(210, error)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
  }

  func testNever() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs: TestableObservable<Int> = scheduler.createHotObservable([])
    let res = scheduler.start { xs.skip(for: .seconds(50), scheduler: scheduler) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testRxSwiftSpelling() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let res = scheduler.start { xs.skip(.seconds(15), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(220, 2), .completed(230)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testDisposed() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(250)])
    let res = scheduler.start(disposed: 230) { xs.skip(for: .seconds(15), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(220, 2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }
}
