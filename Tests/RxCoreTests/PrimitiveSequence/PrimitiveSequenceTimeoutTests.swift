import Dispatch
import RxCore
import RxTesting
import XCTest

/// `timeout` on the traits: fail, fall back, succeed in time, and the source's lifetime in each case.
final class PrimitiveSequenceTimeoutTests: RxTestCase {
  func testSingleTooSlowFailsWithTimeout() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(40, 3), .completed(40)])
    let res = scheduler.start { xs.asSingle().timeout(.seconds(15), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.error(215, RxError.timeout)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
  }

  func testSingleTooSlowContinuesWithOther() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(40, 3), .completed(40)])
    let other = scheduler.createColdObservable([.next(7, 4), .completed(7)])
    let res = scheduler.start { xs.asSingle().timeout(.seconds(15), other: other.asSingle(), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(222, 4), .completed(222)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    XCTAssertEqual(other.subscriptions, [Subscription(215, 222)])
  }

  func testSingleInTimeSucceeds() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(40, 3), .completed(40)])
    let res = scheduler.start { xs.asSingle().timeout(.seconds(45), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(240, 3), .completed(240)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
  }

  func testSingleInTimeNeverSubscribesToOther() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(40, 3), .completed(40)])
    let other = scheduler.createColdObservable([.next(7, 4), .completed(7)])
    let res = scheduler.start { xs.asSingle().timeout(.seconds(45), other: other.asSingle(), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(240, 3), .completed(240)])
    XCTAssertEqual(other.subscriptions, [])
  }

  func testFailureInTimeIsForwarded() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([Recorded<Event<Int>>.error(10, TestError(id: 1))])
    let res = scheduler.start { xs.asSingle().timeout(.seconds(30), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.error(210, TestError(id: 1))])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
  }

  func testMaybeEmptyInTimeAndTooSlow() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([Recorded<Event<Int>>.completed(10)])
    XCTAssertEqual(
      scheduler.start { xs.asMaybe().timeout(.seconds(30), scheduler: scheduler) }.events, [.completed(210)])

    let slow = TestScheduler(initialClock: 0)
    let ys = slow.createColdObservable([Recorded<Event<Int>>.completed(100)])
    let res = slow.start { ys.asMaybe().timeout(.seconds(30), other: .just(9), scheduler: slow) }
    XCTAssertEqual(res.events, [.next(230, 9), .completed(230)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
  }

  func testCompletableTooSlowFailsAndOtherFailureIsForwarded() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Completable.never().timeout(.seconds(3), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.error(203, RxError.timeout)])

    let other = TestScheduler(initialClock: 0)
    let fallback = other.start {
      Completable.never().timeout(.seconds(3), other: .error(TestError(id: 2)), scheduler: other)
    }
    XCTAssertEqual(fallback.events, [.error(203, TestError(id: 2))])
  }

  func testDisposingBeforeTheTimeoutCancelsEverything() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(100, 1), .completed(100)])
    let other = scheduler.createColdObservable([.next(1, 2), .completed(1)])
    let res = scheduler.start(disposed: 240) {
      xs.asSingle().timeout(.seconds(50), other: other.asSingle(), scheduler: scheduler)
    }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    XCTAssertEqual(other.subscriptions, [])
  }

  /// The element and the timer race on two threads: the subscriber gets exactly one event, every time.
  func testElementRacingTheTimerGivesExactlyOneEvent() {
    let timerScheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "timeout-race")
    let outcomes = TraitTestBox<[String]>([])
    let rounds = 200
    runWithWatchdog("Single.timeout racing its element") {
      DispatchQueue.concurrentPerform(iterations: rounds) { _ in
        let subject = PublishSubject<Int>()
        let events = TraitTestBox<[String]>([])
        let done = DispatchSemaphore(value: 0)
        let subscription = subject.asSingle()
          .timeout(.microseconds(50), other: .just(-1), scheduler: timerScheduler)
          .subscribe { event in
            events.update { $0.append((try? event.get()).map { "\($0)" } ?? "failure") }
            done.signal()
          }
        subject.onNext(1)
        subject.onCompleted()
        done.wait()
        subscription.dispose()
        outcomes.update { $0.append(contentsOf: events.value.count == 1 ? events.value : ["\(events.value)"]) }
      }
    }
    XCTAssertTrue(waitUntilIdle(timerScheduler), "the timer queue let go of every subscription")
    XCTAssertEqual(outcomes.value.count, rounds)
    XCTAssertTrue(outcomes.value.allSatisfy { $0 == "1" || $0 == "-1" }, "\(Set(outcomes.value))")
  }
}
