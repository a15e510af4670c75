import RxCore
import RxTesting
import XCTest

private struct TakeUntilTestError: Error, Equatable {}

private let testError = TakeUntilTestError()

final class TakeUntilTests: RxTestCase {
  // MARK: - take(until: other)

  func testOtherElementCompletesTheResultAndDisposesBoth() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
    ])
    let other = scheduler.createHotObservable([.next(150, 1), .next(225, 99), .completed(230)])

    let res = scheduler.start { source.take(until: other) }

    XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .completed(225)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 225)])
    XCTAssertEqual(other.subscriptions, [Subscription(200, 225)])
  }

  func testOtherErrorIsForwarded() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(250),
    ])
    let other = scheduler.createHotObservable([.next(150, 1), .error(225, testError)] as [Recorded<Event<Int>>])

    let res = scheduler.start { source.take(until: other) }

    XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .error(225, testError)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 225)])
    XCTAssertEqual(other.subscriptions, [Subscription(200, 225)])
  }

  func testOtherCompletingWithoutElementIsIgnored() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
    ])
    let other = scheduler.createHotObservable([.next(150, 1), .completed(225)])

    let res = scheduler.start { source.take(until: other) }

    XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(other.subscriptions, [Subscription(200, 225)])
  }

  func testSourceCompletionDisposesOther() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(150, 1), .next(230, 2), .completed(240)])
    let other = scheduler.createHotObservable([.next(150, 1), .next(250, 2), .completed(260)])

    let res = scheduler.start { source.take(until: other) }

    XCTAssertEqual(res.events, [.next(230, 2), .completed(240)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 240)])
    XCTAssertEqual(other.subscriptions, [Subscription(200, 240)])
  }

  func testSourceErrorIsForwardedAndDisposesOther() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(150, 1), .error(225, testError)] as [Recorded<Event<Int>>])
    let other = scheduler.createHotObservable([.next(150, 1), .next(240, 2)])

    let res = scheduler.start { source.take(until: other) }

    XCTAssertEqual(res.events, [.error(225, testError)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 225)])
    XCTAssertEqual(other.subscriptions, [Subscription(200, 225)])
  }

  func testOtherElementBeforeFirstSourceElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(150, 1), .next(230, 2), .completed(240)])
    let other = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(220)])

    let res = scheduler.start { source.take(until: other) }

    XCTAssertEqual(res.events, [.completed(210)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 210)])
    XCTAssertEqual(other.subscriptions, [Subscription(200, 210)])
  }

  func testNeitherStopsKeepsBothSubscribedUntilDisposal() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(150, 1)])
    let other = scheduler.createHotObservable([.next(150, 1), .completed(225)])

    let res = scheduler.start { source.take(until: other) }

    XCTAssertEqual(res.events, [])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 1000)])
    XCTAssertEqual(other.subscriptions, [Subscription(200, 225)])
  }

  func testSubscribesOtherFirstAndDisposesSourceFirst() {
    var log: [String] = []
    let source = Observable<Int>.create { _ in
      log.append("subscribe source")
      return Disposables.create { log.append("dispose source") }
    }
    let other = Observable<Int>.create { _ in
      log.append("subscribe other")
      return Disposables.create { log.append("dispose other") }
    }

    source.take(until: other).subscribe().dispose()

    XCTAssertEqual(log, ["subscribe other", "subscribe source", "dispose source", "dispose other"])
  }

  func testOtherEmittingDuringSubscriptionCompletesAtOnce() {
    var received: [Event<Int>] = []
    _ = Observable.of(1, 2, 3).take(until: Observable.just(0)).subscribe { received.append($0) }
    XCTAssertEqual(received, [.completed])
  }

  // MARK: - take(until: predicate)

  func testPredicateExclusiveStopsBeforeMatchingElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
    ])

    let res = scheduler.start { source.take(until: { $0 == 4 }, behavior: .exclusive) }

    XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .completed(230)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
  }

  func testPredicateDefaultBehaviorIsExclusive() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(250)])

    let res = scheduler.start { source.take(until: { $0 == 3 }) }

    XCTAssertEqual(res.events, [.next(210, 2), .completed(220)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
  }

  func testPredicateInclusiveEmitsMatchingElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
    ])

    let res = scheduler.start { source.take(until: { $0 == 4 }, behavior: .inclusive) }

    XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .next(230, 4), .completed(230)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
  }

  func testPredicateInclusiveImmediateMatch() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(250)])

    let res = scheduler.start { source.take(until: { _ in true }, behavior: .inclusive) }

    XCTAssertEqual(res.events, [.next(210, 2), .completed(210)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 210)])
  }

  func testPredicateNeverMatchingForwardsCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(250)])

    let res = scheduler.start { source.take(until: { _ in false }, behavior: .inclusive) }

    XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .completed(250)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
  }

  func testPredicateSourceErrorIsForwarded() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(220, 3), .error(225, testError),
    ])

    let res = scheduler.start { source.take(until: { $0 == 4 }, behavior: .exclusive) }

    XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .error(225, testError)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 225)])
  }

  func testPredicateThrowingFailsTheResult() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(250)])

    let res = scheduler.start {
      source.take(
        until: { value in
          if value == 3 { throw testError }
          return false
        }, behavior: .inclusive)
    }

    XCTAssertEqual(res.events, [.next(210, 2), .error(220, testError)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
  }
}
