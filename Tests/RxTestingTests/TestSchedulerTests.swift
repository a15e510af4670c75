import RxTesting
import XCTest

/// RxTest's `TestScheduler` API: observers, `start`, `scheduleAt`, and hot and cold observables.
final class TestSchedulerTests: RxTestCase {
  func testColdObservablePlaysRelativeToEachSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    var subscriptions: [any Disposable] = []
    scheduler.scheduleAt(100) { subscriptions.append(xs.subscribe(first)) }
    scheduler.scheduleAt(205) { subscriptions.append(xs.subscribe(second)) }
    scheduler.scheduleAt(500) { subscriptions.forEach { $0.dispose() } }
    scheduler.start()
    XCTAssertEqual(first.events, [.next(110, 1), .next(120, 2), .completed(130)])
    XCTAssertEqual(second.events, [.next(215, 1), .next(225, 2), .completed(235)])
    XCTAssertEqual(xs.subscriptions, [Subscription(100, 500), Subscription(205, 500)])
  }

  func testColdObservableSendsNothingAfterDisposal() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
    let res = scheduler.start(disposed: 215) { xs }
    XCTAssertEqual(res.events, [.next(210, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
    XCTAssertEqual(scheduler.clock, 230, "as in RxTest, the disposed events still come due")
  }

  func testHotObservablePlaysWhenOnlyTheSchedulerHoldsIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.createObserver(Int.self)
    _ = scheduler.createHotObservable([.next(10, 1), .completed(20)]).subscribe(observer)
    scheduler.start()
    XCTAssertEqual(observer.events, [.next(10, 1), .completed(20)])
  }

  func testHotObservableDeliversToSubscribersInSubscriptionOrder() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(10, 1), .next(20, 2)])
    var log: [String] = []
    let first = xs.subscribe(onNext: { log.append("first \($0)") })
    let second = xs.subscribe(onNext: { log.append("second \($0)") })
    scheduler.scheduleAt(15) { first.dispose() }
    let third = xs.subscribe(onNext: { log.append("third \($0)") })
    scheduler.start()
    second.dispose()
    third.dispose()
    XCTAssertEqual(log, ["first 1", "second 1", "third 1", "second 2", "third 2"])
  }

  func testHotObservablePlaysAtAbsoluteTimesWhateverTheSubscribers() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(240, 3), .completed(300)])
    let late = scheduler.createObserver(Int.self)
    var lateSubscription: (any Disposable)?
    scheduler.scheduleAt(220) { lateSubscription = xs.subscribe(late) }
    scheduler.scheduleAt(260) { lateSubscription?.dispose() }
    let res = scheduler.start { xs }
    XCTAssertEqual(res.events, [.next(210, 2), .next(240, 3), .completed(300)])
    XCTAssertEqual(late.events, [.next(240, 3)])
    // `start` subscribes through `asObservable()`, which lets go of the source when it completes (as in RxTest).
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300), Subscription(220, 260)])
  }

  func testStartCreatesSubscribesAndDisposesAtTheGivenTimes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(310, 1), .next(410, 2), .next(510, 3)])
    var createdAt: [TestTime] = []
    let res = scheduler.start(created: 300, subscribed: 400, disposed: 500) { () -> Observable<Int> in
      createdAt.append(scheduler.clock)
      return xs.map { $0 * 10 }
    }
    XCTAssertEqual(createdAt, [300])
    XCTAssertEqual(res.events, [.next(410, 20)])
    XCTAssertEqual(xs.subscriptions, [Subscription(400, 500)])
  }

  func testStartUsesTheDefaultTimes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .next(999, 2), .next(1000, 3)])
    let res = scheduler.start { xs }
    // The hot observable scheduled its event at 1000 before `start` scheduled the disposal at 1000.
    XCTAssertEqual(res.events, [.next(999, 2), .next(1000, 3)])
    XCTAssertEqual(xs.subscriptions, [Subscription(TestScheduler.Defaults.subscribed, TestScheduler.Defaults.disposed)])
  }

  func testTestableObserverRecordsTheClock() {
    let scheduler = TestScheduler(initialClock: 40)
    let observer = scheduler.createObserver(String.self)
    observer.onNext("now")
    scheduler.scheduleAt(70) { observer.onCompleted() }
    scheduler.start()
    XCTAssertEqual(observer.events, [.next(40, "now"), .completed(70)])
  }

  func testWorkScheduledForNowRunsOneTickLaterWithSimulatedProcessingDelay() {
    for (delay, expected) in [(true, [101, 100]), (false, [100, 100])] {
      let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: delay)
      var ranAt: [TestTime] = []
      scheduler.scheduleAt(100) {
        // `schedule` is relative (adjusted); `scheduleAt` is absolute (not adjusted), as in RxTest.
        _ = scheduler.schedule(()) { _ in
          ranAt.append(scheduler.clock)
          return Disposables.create()
        }
        scheduler.scheduleAt(100) { ranAt.append(scheduler.clock) }
      }
      scheduler.start()
      XCTAssertEqual(ranAt.sorted(by: >), expected, "simulateProcessingDelay: \(delay)")
    }
  }

  func testResolutionConvertsTicksToSeconds() {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.5)
    let res = scheduler.start { Observable<Int>.timer(.seconds(10), scheduler: scheduler) }
    XCTAssertEqual(res.events, [.next(220, 0), .completed(220)])
  }
}
