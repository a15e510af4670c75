import Dispatch
import RxTesting
import XCTest

@testable import RxCore

/// The time operators on a real concurrent scheduler, their timers racing with sources that send from two threads:
/// the grammar holds, deliveries never overlap, and what each operator guarantees about the elements holds.
final class TimeOperatorStressTests: RxTestCase {
  private let queue = DispatchQueue(label: "TimeOperatorStressTests", attributes: .concurrent)
  private lazy var scheduler = ConcurrentDispatchQueueScheduler(queue: queue)

  override func tearDown() {
    // Let the queue finish (and release) the timer and delivery blocks before the leak check.
    queue.sync(flags: .barrier) {}
    queue.sync(flags: .barrier) {}
    super.tearDown()
  }

  /// Sends `count` elements from each of two threads into `subject`, then completes it, under the watchdog.
  private func feed(_ subject: PublishSubject<Int>, count: Int, _ name: String) {
    runWithWatchdog("\(name): two senders") {
      DispatchQueue.concurrentPerform(iterations: 2) { thread in
        for value in 0..<count { subject.onNext(thread * 1_000_000 + value) }
      }
      subject.onCompleted()
    }
  }

  /// Subscribes, feeds, and waits for the stop event; returns the observer.
  private func run<Result>(
    _ name: String, count: Int = 2_000, _ makeResult: (Observable<Int>) -> Observable<Result>
  ) -> GrammarCheckingObserver<Result> {
    let subject = PublishSubject<Int>()
    let stopped = DispatchSemaphore(value: 0)
    let observer = GrammarCheckingObserver<Result>(onStop: { stopped.signal() })
    let subscription = makeResult(subject.asObservable()).subscribe(observer)
    feed(subject, count: count, name)
    XCTAssertTrue(waitFor(stopped), "\(name): no stop event within 20 s")
    subscription.dispose()
    observer.assertContract(name)
    return observer
  }

  func testDelayKeepsEveryElementInOrder() {
    let observer = run("delay") { $0.delay(.microseconds(200), scheduler: scheduler) }
    XCTAssertEqual(observer.elements.count, 4_000)
    XCTAssertTrue(isOrderedPerSender(observer.elements))
    XCTAssertTrue(observer.stop?.isCompleted ?? false)
  }

  func testBufferLosesNothing() {
    let observer = run("buffer") { $0.buffer(timeSpan: .microseconds(300), count: 7, scheduler: scheduler) }
    let values = observer.elements.flatMap { $0 }
    XCTAssertTrue(observer.elements.allSatisfy { $0.count <= 7 })
    XCTAssertEqual(values.count, 4_000)
    XCTAssertTrue(isOrderedPerSender(values))
  }

  func testWindowLosesNothing() {
    let observer = run("window") {
      $0.window(timeSpan: .microseconds(300), count: 5, scheduler: scheduler).flatMap { $0.toArray() }
    }
    let values = observer.elements.flatMap { $0 }
    XCTAssertTrue(observer.elements.allSatisfy { $0.count <= 5 })
    XCTAssertEqual(values.count, 4_000)
    XCTAssertEqual(Set(values).count, 4_000)
  }

  func testDebounceEmitsAnOrderedSubsetEndingWithTheLastElement() {
    let observer = run("debounce") { $0.debounce(.microseconds(100), scheduler: scheduler) }
    XCTAssertTrue(isOrderedPerSender(observer.elements))
    XCTAssertFalse(observer.elements.isEmpty)
    XCTAssertTrue(observer.stop?.isCompleted ?? false)
  }

  func testThrottleEmitsAnOrderedSubset() {
    let observer = run("throttle") { $0.throttle(.microseconds(100), scheduler: scheduler) }
    XCTAssertTrue(isOrderedPerSender(observer.elements))
    XCTAssertFalse(observer.elements.isEmpty)
    XCTAssertTrue(observer.stop?.isCompleted ?? false)
  }

  func testSampleEmitsAnOrderedSubset() {
    let observer = run("sample") {
      $0.sample(Observable<Int>.interval(.microseconds(100), scheduler: scheduler))
    }
    XCTAssertTrue(isOrderedPerSender(observer.elements))
    XCTAssertTrue(observer.stop?.isCompleted ?? false)
  }

  func testTimeoutEndsOnceWhicheverWins() {
    for _ in 0..<20 {
      let observer = run("timeout", count: 200) { $0.timeout(.microseconds(50), scheduler: scheduler) }
      XCTAssertTrue(isOrderedPerSender(observer.elements))
      if let error = observer.stop?.error { XCTAssertEqual(error as? RxError, .timeout) }
    }
  }

  func testTakeForEndsOnceWhicheverWins() {
    for _ in 0..<20 {
      let observer = run("take(for:)", count: 500) { $0.take(for: .microseconds(200), scheduler: scheduler) }
      XCTAssertTrue(isOrderedPerSender(observer.elements))
      XCTAssertTrue(observer.stop?.isCompleted ?? false)
    }
  }

  func testSkipForForwardsAnOrderedSuffix() {
    let observer = run("skip(for:)") { $0.skip(for: .microseconds(200), scheduler: scheduler) }
    XCTAssertTrue(isOrderedPerSender(observer.elements))
    XCTAssertTrue(observer.stop?.isCompleted ?? false)
  }

  func testIntervalCountsInOrderWithoutOverlap() {
    let stopped = DispatchSemaphore(value: 0)
    let observer = GrammarCheckingObserver<Int>(onStop: { stopped.signal() })
    let subscription = Observable<Int>.interval(.microseconds(100), scheduler: scheduler).take(300)
      .subscribe(observer)
    XCTAssertTrue(waitFor(stopped), "interval did not tick 300 times within 20 s")
    subscription.dispose()
    observer.assertContract("interval")
    XCTAssertEqual(observer.elements, Array(0..<300))
  }

  func testRetryWhenWithATriggerOnAnotherThread() {
    let attempts = AtomicInt(0)
    let source = Observable<Int>.create { observer in
      let attempt = attempts.add(1, ordering: .relaxed).newValue
      observer.onNext(attempt)
      if attempt < 50 { observer.onError(TestError(id: attempt)) } else { observer.onCompleted() }
      return Disposables.create()
    }
    let stopped = DispatchSemaphore(value: 0)
    let observer = GrammarCheckingObserver<Int>(onStop: { stopped.signal() })
    let scheduler = self.scheduler
    let subscription = source.retry(when: { (errors: Observable<TestError>) in
      errors.flatMap { _ in Observable<Int>.timer(.microseconds(50), scheduler: scheduler) }
    })
    .subscribe(observer)
    XCTAssertTrue(waitFor(stopped), "retry(when:) did not finish within 20 s")
    subscription.dispose()
    observer.assertContract("retry(when:)")
    XCTAssertEqual(observer.elements, Array(1...50))
    XCTAssertTrue(observer.stop?.isCompleted ?? false)
  }
}
