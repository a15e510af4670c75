import RxCore
import RxTesting
import XCTest

private enum IfEmptyTestError: Error {
  case boom
}

final class IfEmptyTests: RxTestCase {
  // MARK: ifEmpty(default:)

  func testDefaultIsEmittedWhenTheSourceIsEmpty() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])

    let res = scheduler.start { xs.ifEmpty(default: 42) }

    XCTAssertEqual(res.events, [.next(250, 42), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testDefaultIsNotEmittedWhenTheSourceHasElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(250)])

    let res = scheduler.start { xs.ifEmpty(default: 42) }

    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testDefaultIsNotEmittedOnError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(250, IfEmptyTestError.boom)] as [Recorded<Event<Int>>])

    let res = scheduler.start { xs.ifEmpty(default: 42) }

    XCTAssertEqual(res.events, [.error(250, IfEmptyTestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testDefaultDisposalEndsTheSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(300)] as [Recorded<Event<Int>>])

    let res = scheduler.start(disposed: 250) { xs.ifEmpty(default: 42) }

    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  // MARK: ifEmpty(switchTo:)

  private func makeSwitchSource(_ scheduler: TestScheduler, error: Bool = false) -> TestableObservable<Int> {
    scheduler.createColdObservable([
      .next(10, 0), .next(20, 1), .next(30, 2), .next(40, 3),
      error ? .error(50, IfEmptyTestError.boom) : .completed(50),
    ])
  }

  func testSwitchIsNotSubscribedWhenTheSourceHasElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(205, 1), .completed(210)])
    let other = makeSwitchSource(scheduler)

    let res = scheduler.start { xs.ifEmpty(switchTo: other.asObservable()) }

    XCTAssertEqual(res.events, [.next(205, 1), .completed(210)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    XCTAssertEqual(other.subscriptions, [])
  }

  func testSwitchIsNotSubscribedOnError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.error(210, IfEmptyTestError.boom)] as [Recorded<Event<Int>>])
    let other = makeSwitchSource(scheduler)

    let res = scheduler.start { xs.ifEmpty(switchTo: other.asObservable()) }

    XCTAssertEqual(res.events, [.error(210, IfEmptyTestError.boom)])
    XCTAssertEqual(other.subscriptions, [])
  }

  func testSwitchRunsWhenTheSourceIsEmpty() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(210)] as [Recorded<Event<Int>>])
    let other = makeSwitchSource(scheduler)

    let res = scheduler.start { xs.ifEmpty(switchTo: other.asObservable()) }

    XCTAssertEqual(
      res.events, [.next(220, 0), .next(230, 1), .next(240, 2), .next(250, 3), .completed(260)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    XCTAssertEqual(other.subscriptions, [Subscription(210, 260)])
  }

  func testSwitchErrorIsForwarded() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(210)] as [Recorded<Event<Int>>])
    let other = makeSwitchSource(scheduler, error: true)

    let res = scheduler.start { xs.ifEmpty(switchTo: other.asObservable()) }

    XCTAssertEqual(
      res.events, [.next(220, 0), .next(230, 1), .next(240, 2), .next(250, 3), .error(260, IfEmptyTestError.boom)])
    XCTAssertEqual(other.subscriptions, [Subscription(210, 260)])
  }

  func testSwitchDisposalEndsBothSubscriptions() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.completed(210)] as [Recorded<Event<Int>>])
    let other = makeSwitchSource(scheduler)

    let res = scheduler.start(disposed: 235) { xs.ifEmpty(switchTo: other.asObservable()) }

    XCTAssertEqual(res.events, [.next(220, 0), .next(230, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
    XCTAssertEqual(other.subscriptions, [Subscription(210, 235)])
  }

  func testSwitchWithANeverEndingSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(0, 0)])
    let other = makeSwitchSource(scheduler)

    let res = scheduler.start { xs.ifEmpty(switchTo: other.asObservable()) }

    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
    XCTAssertEqual(other.subscriptions, [])
  }
}
