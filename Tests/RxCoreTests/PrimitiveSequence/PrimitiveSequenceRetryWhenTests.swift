import RxCore
import RxTesting
import XCTest

/// `retry(when:)` on the traits: the trigger's element resubscribes, its completion completes, its error fails.
final class PrimitiveSequenceRetryWhenTests: RxTestCase {
  /// A single whose first `failures` subscriptions fail; the next one succeeds with the number of attempts.
  private func failing(_ failures: Int) -> Single<Int> {
    var attempts = 0
    return Single<Int>.create { single in
      attempts += 1
      single(attempts <= failures ? .failure(TestError(id: attempts)) : .success(attempts))
      return Disposables.create()
    }
  }

  func testRetryWhenWithTypedErrors() {
    let single = failing(2)
    let res = TestScheduler(initialClock: 0).start {
      single.retry { (errors: Observable<TestError>) in errors }
    }
    XCTAssertEqual(res.events, [.next(200, 3), .completed(200)])
  }

  func testRetryWhenWithAnyError() {
    let single = failing(1)
    let res = TestScheduler(initialClock: 0).start { single.retry { errors in errors } }
    XCTAssertEqual(res.events, [.next(200, 2), .completed(200)])
  }

  func testTriggerDelayDecidesWhenToResubscribe() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([Recorded<Event<Int>>.error(10, TestError(id: 1))])
    let res = scheduler.start(disposed: 295) {
      xs.asSingle().retry { errors in errors.delay(.seconds(20), scheduler: scheduler) }
    }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(
      xs.subscriptions,
      [Subscription(200, 210), Subscription(230, 240), Subscription(260, 270), Subscription(290, 295)])
  }

  func testTriggerErrorFailsTheSingle() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([Recorded<Event<Int>>.error(10, TestError(id: 1))])
    let res = scheduler.start {
      xs.asSingle().retry { errors in
        errors.enumerated().flatMap { attempt, error -> Observable<Int> in
          attempt < 1 ? .just(attempt) : .error(TestError(id: 10 + (error as? TestError)!.id))
        }
      }
    }
    XCTAssertEqual(res.events, [.error(220, TestError(id: 11))])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 210), Subscription(210, 220)])
  }

  func testTriggerCompletionCompletesTheMaybeAndTheCompletable() {
    let maybe = TestScheduler(initialClock: 0).start {
      Maybe<Int>.error(TestError()).retry { (errors: Observable<TestError>) in errors.take(0) }
    }
    XCTAssertEqual(maybe.events, [.completed(200)])
    let completable = TestScheduler(initialClock: 0).start {
      Completable.error(TestError()).retry { errors in errors.take(0) }
    }
    XCTAssertEqual(completable.events, [.completed(200)])
  }

  /// A `Single` cannot complete empty: RxSwift stops the program, RxCore reports it and fails the subscriber.
  func testSingleCompletedByItsTriggerFailsWithNoElementsAndIsReported() {
    var failure: (any Error)?
    let issues = TraitTestIssues.recording {
      _ = Single<Int>.error(TestError()).retry { errors in errors.take(0) }
        .subscribe(onSuccess: { _ in XCTFail("no element") }, onFailure: { failure = $0 })
    }
    XCTAssertEqual(failure as? RxError, .noElements)
    XCTAssertEqual(issues.map(\.kind), [.grammarViolation])
  }

  func testAnErrorOfAnotherTypeIsForwardedAtOnce() {
    struct Other: Error {}
    var attempts = 0
    let single = Single<Int>.deferred {
      attempts += 1
      return .error(Other())
    }
    let res = TestScheduler(initialClock: 0).start { single.retry { (errors: Observable<TestError>) in errors } }
    XCTAssertEqual(res.events.count, 1)
    XCTAssertTrue(res.events.first?.value.error is Other)
    XCTAssertEqual(attempts, 1)
  }
}
