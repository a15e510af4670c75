import RxCore
import RxTesting
import XCTest

private struct RetryWhenError: Error, Equatable {}
private struct OtherError: Error {}

/// Expected events and subscriptions are RxSwift's own (`Observable+RetryWhenTests.swift`).
final class RetryWhenTests: RxTestCase {
  private let retryError = RetryWhenError()
  private let error = TestError(id: 1)

  func testSourceCompletesWithoutError() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])
    let empty = scheduler.createHotObservable([.next(150, 1), .completed(210)])
    let res = scheduler.start(disposed: 300) {
      xs.retry(when: { (_: Observable<RetryWhenError>) in empty })
    }
    XCTAssertEqual(res.events, [.completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testTriggerThatNeverEmitsStopsAfterTheError() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .error(250, retryError),
    ])
    let never = scheduler.createHotObservable([Recorded.next(150, 1)])
    let res = scheduler.start { xs.retry(when: { (_: Observable<RetryWhenError>) in never }) }
    XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testTriggerThatNeverEmitsAndASourceThatCompletes() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250),
    ])
    let never = scheduler.createHotObservable([Recorded.next(150, 1)])
    let res = scheduler.start { xs.retry(when: { (_: Observable<RetryWhenError>) in never }) }
    XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testTriggerThatCompletedEarlyIsIrrelevantWithoutError() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = scheduler.createColdObservable([.next(100, 1), .next(150, 2), .next(200, 3), .completed(250)])
    let empty = scheduler.createHotObservable([.next(150, 0), .completed(0)])
    let res = scheduler.start { xs.retry(when: { (_: Observable<RetryWhenError>) in empty }) }
    XCTAssertEqual(res.events, [.next(300, 1), .next(350, 2), .next(400, 3), .completed(450)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 450)])
  }

  func testTriggerErrorFailsTheResult() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .error(30, retryError), .completed(40)])
    let failure = error
    let res = scheduler.start(disposed: 300) {
      xs.retry(when: { (errors: Observable<RetryWhenError>) in
        errors.scan(0) { attempts, _ in
          if attempts + 1 == 2 { throw failure }
          return attempts + 1
        }
      })
    }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(240, 1), .next(250, 2), .error(260, error)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(230, 260)])
  }

  func testTriggerCompletedBeforeTheErrorCompletesTheResultAtTheError() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .error(30, retryError), .completed(40)])
    let empty = scheduler.createHotObservable([.next(150, 1), .completed(230)])
    let res = scheduler.start { xs.retry(when: { (_: Observable<RetryWhenError>) in empty.asObservable() }) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testTriggerCompletionCompletesTheResult() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .error(30, retryError), .completed(40)])
    let res = scheduler.start(disposed: 300) {
      xs.retry(when: { (errors: Observable<RetryWhenError>) in
        errors.scan(0) { attempts, _ in attempts + 1 }.take(while: { $0 < 2 })
      })
    }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(240, 1), .next(250, 2), .completed(260)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(230, 260)])
  }

  func testTriggerThatNeverEmitsWithAColdSource() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .error(30, retryError), .completed(40)])
    let never = scheduler.createHotObservable([Recorded.next(150, 1)])
    let res = scheduler.start { xs.retry(when: { (_: Observable<RetryWhenError>) in never }) }
    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testIncrementalBackOff() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = scheduler.createColdObservable([.next(5, 1), .error(10, retryError)])
    let maxAttempts = 4
    let res = scheduler.start(disposed: 800) {
      xs.retry(when: { (errors: Observable<Swift.Error>) in
        errors.enumerated().flatMap { attempt, error -> Observable<Int64> in
          if attempt >= maxAttempts - 1 { return Observable.error(error) }
          return Observable<Int64>.timer(.seconds((attempt + 1) * 50), scheduler: scheduler)
        }
      })
    }
    XCTAssertEqual(res.events, [.next(205, 1), .next(265, 1), .next(375, 1), .next(535, 1), .error(540, retryError)])
    XCTAssertEqual(
      xs.subscriptions,
      [Subscription(200, 210), Subscription(260, 270), Subscription(370, 380), Subscription(530, 540)])
  }

  func testErrorsOfAnotherTypeAreForwardedAtOnce() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = scheduler.createColdObservable([.next(5, 1), .error(10, retryError)])
    let res = scheduler.start(disposed: 800) { xs.retry(when: { (errors: Observable<OtherError>) in errors }) }
    XCTAssertEqual(res.events, [.next(205, 1), .error(210, retryError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
  }

  func testSynchronousErrorsDoNotRecurse() {
    var attempts = 0
    let source = Observable<Int>.create { observer in
      attempts += 1
      observer.onNext(attempts)
      if attempts < 10_000 {
        observer.onError(RetryWhenError())
      } else {
        observer.onCompleted()
      }
      return Disposables.create()
    }
    var last: Int?
    var completed = false
    let subscription = source.retry(when: { errors in errors })
      .subscribe(onNext: { last = $0 }, onCompleted: { completed = true })
    subscription.dispose()
    XCTAssertEqual(attempts, 10_000)
    XCTAssertEqual(last, 10_000)
    XCTAssertTrue(completed)
  }

  func testDisposingDuringTheWait() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 1)
    let xs = scheduler.createColdObservable([.next(5, 1), .error(10, retryError)])
    let res = scheduler.start(disposed: 250) {
      xs.retry(when: { (errors: Observable<Swift.Error>) in
        errors.flatMap { _ in Observable<Int>.timer(.seconds(100), scheduler: scheduler) }
      })
    }
    XCTAssertEqual(res.events, [.next(205, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
  }
}
