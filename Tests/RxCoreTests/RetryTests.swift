import RxCore
import RxTesting
import XCTest

private enum RetryTestError: Error {
  case boom
}

final class RetryTests: RxTestCase {
  private func makeFailingSource(_ scheduler: TestScheduler) -> TestableObservable<Int> {
    scheduler.createColdObservable([.next(5, 1), .next(10, 2), .next(15, 3), .error(20, RetryTestError.boom)])
  }

  // MARK: retry()

  func testRetryPassesThroughACompletingSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(100, 1), .next(150, 2), .next(200, 3), .completed(250)])

    let res = scheduler.start { xs.retry() }

    XCTAssertEqual(res.events, [.next(300, 1), .next(350, 2), .next(400, 3), .completed(450)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 450)])
  }

  func testRetryResubscribesAfterEveryError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([
      .next(100, 1), .next(150, 2), .next(200, 3), .error(250, RetryTestError.boom),
    ])

    let res = scheduler.start(disposed: 1100) { xs.retry() }

    XCTAssertEqual(
      res.events,
      [
        .next(300, 1), .next(350, 2), .next(400, 3), .next(550, 1), .next(600, 2), .next(650, 3), .next(800, 1),
        .next(850, 2), .next(900, 3), .next(1050, 1),
      ])
    XCTAssertEqual(
      xs.subscriptions,
      [Subscription(200, 450), Subscription(450, 700), Subscription(700, 950), Subscription(950, 1100)])
  }

  func testRetryOfANeverEndingSourceEndsOnDisposal() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(100, 1), .next(150, 2), .next(200, 3)])

    let res = scheduler.start { xs.retry() }

    XCTAssertEqual(res.events, [.next(300, 1), .next(350, 2), .next(400, 3)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testRetryOfASourceThatFailsWhileBeingSubscribedDoesNotRecurse() {
    var attempts = 0
    let source = Observable<Int>.create { observer in
      attempts += 1
      observer.onNext(attempts)
      if attempts < 3 {
        observer.onError(RetryTestError.boom)
      } else {
        observer.onCompleted()
      }
      return Disposables.create()
    }
    var received: [Int] = []
    var completed = false

    source.retry().subscribe(onNext: { received.append($0) }, onCompleted: { completed = true }).dispose()

    XCTAssertEqual(received, [1, 2, 3])
    XCTAssertTrue(completed)
    XCTAssertEqual(attempts, 3)
  }

  // MARK: retry(_:)

  func testRetryCountFailsAfterTheLastAttempt() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = makeFailingSource(scheduler)

    let res = scheduler.start { xs.retry(3) }

    XCTAssertEqual(
      res.events,
      [
        .next(205, 1), .next(210, 2), .next(215, 3), .next(225, 1), .next(230, 2), .next(235, 3), .next(245, 1),
        .next(250, 2), .next(255, 3), .error(260, RetryTestError.boom),
      ])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
  }

  func testRetryCountDisposalEndsTheCurrentAttempt() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = makeFailingSource(scheduler)

    let res = scheduler.start(disposed: 231) { xs.retry(3) }

    XCTAssertEqual(res.events, [.next(205, 1), .next(210, 2), .next(215, 3), .next(225, 1), .next(230, 2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 231)])
  }

  func testRetryCountPassesThroughACompletingSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(100, 1), .next(150, 2), .next(200, 3), .completed(250)])

    let res = scheduler.start { xs.retry(3) }

    XCTAssertEqual(res.events, [.next(300, 1), .next(350, 2), .next(400, 3), .completed(450)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 450)])
  }

  func testRetryOneMakesASingleAttempt() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = makeFailingSource(scheduler)

    let res = scheduler.start { xs.retry(1) }

    XCTAssertEqual(res.events, [.next(205, 1), .next(210, 2), .next(215, 3), .error(220, RetryTestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testRetryZeroCompletesAtOnceWithoutSubscribing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = makeFailingSource(scheduler)

    let res = scheduler.start { xs.retry(0) }

    XCTAssertEqual(res.events, [.completed(200)])
    XCTAssertEqual(xs.subscriptions, [])
  }

  func testNegativeRetryCountFailsWithArgumentOutOfRange() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = makeFailingSource(scheduler)

    let res = scheduler.start { xs.retry(-1) }

    XCTAssertEqual(res.events, [.error(200, RxError.argumentOutOfRange)])
    XCTAssertEqual(xs.subscriptions, [])
  }

  func testManyImmediateFailuresDoNotGrowTheStack() {
    var attempts = 0
    let failing = Observable<Int>.create { observer in
      attempts += 1
      observer.onError(RetryTestError.boom)
      return Disposables.create()
    }
    var errors: [String] = []

    failing.retry(100_000).subscribe(onError: { errors.append("\($0)") }).dispose()

    XCTAssertEqual(attempts, 100_000)
    XCTAssertEqual(errors, ["boom"])
  }
}
