import RxCore
import RxTesting
import XCTest

/// `Driver` and `Signal` made from values run on the sharing scheduler, as in RxCocoa: under
/// `SharingScheduler.mock` each step takes one tick of the `TestScheduler`.
final class SharedSequenceCreationTests: RxTestCase {
  private func run<Element>(_ make: @escaping () -> Driver<Element>) -> [Recorded<Event<Element>>] {
    let scheduler = TestScheduler(initialClock: 0)
    return SharingScheduler.mock(scheduler: scheduler) { scheduler.start(disposed: 400) { make() }.events }
  }

  func testJustAndEmptyAreSubscribedOnTheSharingScheduler() {
    XCTAssertEqual(run { Driver.just(1) }, [.next(201, 1), .completed(201)])
    XCTAssertEqual(run { Driver<Int>.empty() }, [.completed(201)])
    XCTAssertEqual(run { Driver<Int>.never() }, [])
  }

  func testOfAndFromSendOneElementPerStep() {
    XCTAssertEqual(run { Driver.of(1, 2) }, [.next(201, 1), .next(202, 2), .completed(203)])
    XCTAssertEqual(run { Driver.from([3, 4]) }, [.next(201, 3), .next(202, 4), .completed(203)])
    XCTAssertEqual(run { Driver.from(AnySequence([5])) }, [.next(201, 5), .completed(202)])
    XCTAssertEqual(run { Driver.from(optional: 6 as Int?) }, [.next(201, 6), .completed(202)])
    XCTAssertEqual(run { Driver.from(optional: nil as Int?) }, [.completed(201)])
  }

  func testDeferredMakesOneSequenceForTheSubscribersAtOneTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
    var made = 0
    let driver = SharingScheduler.mock(scheduler: scheduler) {
      Driver.deferred {
        made += 1
        return xs.asDriver(onErrorJustReturn: -1)
      }
    }
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    var bag = DisposeBag()
    scheduler.scheduleAt(200) {
      driver.drive(first).disposed(by: bag)
      driver.drive(second).disposed(by: bag)
    }
    scheduler.scheduleAt(300) { bag = DisposeBag() }
    scheduler.start()
    XCTAssertEqual(made, 1)
    XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2)], "made at 200, outside the mock: on the main thread")
    XCTAssertEqual(second.events, first.events)
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testIntervalIsSharedBetweenSubscribers() {
    let scheduler = TestScheduler(initialClock: 0)
    let ticks = SharingScheduler.mock(scheduler: scheduler) { Driver<Int>.interval(.seconds(100)) }
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    var bag = DisposeBag()
    scheduler.scheduleAt(20) { ticks.drive(first).disposed(by: bag) }
    scheduler.scheduleAt(170) { ticks.drive(second).disposed(by: bag) }
    scheduler.scheduleAt(230) { bag = DisposeBag() }
    scheduler.start()
    XCTAssertEqual(first.events, [.next(120, 0), .next(220, 1)])
    XCTAssertEqual(second.events, [.next(170, 0), .next(220, 1)], "the latest tick is replayed, then shared")
  }

  func testTimerWaitsThenTicksEveryPeriod() {
    let scheduler = TestScheduler(initialClock: 0)
    let ticks = SharingScheduler.mock(scheduler: scheduler) { Signal<Int>.timer(.seconds(30), period: .seconds(20)) }
    let res = scheduler.start(disposed: 280) { ticks }
    XCTAssertEqual(res.events, [.next(230, 0), .next(250, 1), .next(270, 2)])
  }

  func testConcatSubscribesToEachInTurn() {
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let second = scheduler.createColdObservable([.next(10, 2), .completed(20)])
    let drivers = SharingScheduler.mock(scheduler: scheduler) {
      [first.asDriver(onErrorJustReturn: -1), second.asDriver(onErrorJustReturn: -1)]
    }
    let fromSequence = scheduler.start(disposed: 300) { Driver.concat(AnySequence(drivers)) }
    XCTAssertEqual(fromSequence.events, [.next(211, 1), .next(232, 2), .completed(242)])
    XCTAssertEqual(first.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(second.subscriptions, [Subscription(221, 241)])
    let fromCollection = scheduler.start(created: 300, subscribed: 300, disposed: 400) { Driver.concat(drivers) }
    XCTAssertEqual(fromCollection.events, [.next(311, 1), .next(332, 2), .completed(342)])
  }

  func testMergeOfAListAndOfACollection() {
    for useList in [true, false] {
      let scheduler = TestScheduler(initialClock: 0)
      let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3)])
      let ys = scheduler.createHotObservable([.next(220, 2)])
      let (first, second) = SharingScheduler.mock(scheduler: scheduler) {
        (xs.asSignal(onErrorJustReturn: -1), ys.asSignal(onErrorJustReturn: -1))
      }
      let res = scheduler.start(disposed: 300) {
        useList ? Signal.merge(first, second) : Signal.merge(AnyCollection([first, second]))
      }
      XCTAssertEqual(res.events, [.next(211, 1), .next(221, 2), .next(231, 3)])
      XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
      XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
    }
  }

  /// Two drivers, made under the mock from hot sources, combined by `combine` from 200 to 300.
  private func combining<Result>(_ combine: @escaping ([Driver<Int>]) -> Driver<Result>) -> (
    [Recorded<Event<Result>>], [[Subscription]]
  ) {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .next(240, 5)])
    let ys = scheduler.createHotObservable([.next(220, 2), .next(250, 4)])
    let drivers = SharingScheduler.mock(scheduler: scheduler) {
      [xs.asDriver(onErrorJustReturn: -1), ys.asDriver(onErrorJustReturn: -1)]
    }
    let res = scheduler.start(disposed: 300) { combine(drivers) }
    return (res.events, [xs.subscriptions, ys.subscriptions])
  }

  func testZipOfACollection() {
    let (arrays, subscriptions) = combining { Driver.zip($0) }
    XCTAssertEqual(arrays.map(\.time), [221, 251])
    XCTAssertEqual(arrays.compactMap(\.value.element), [[1, 2], [3, 4]])
    XCTAssertEqual(subscriptions, [[Subscription(200, 300)], [Subscription(200, 300)]])
    let (sums, _) = combining { Driver.zip($0) { $0.reduce(0, +) } }
    XCTAssertEqual(sums, [.next(221, 3), .next(251, 7)])
  }

  func testCombineLatestOfACollection() {
    let (arrays, subscriptions) = combining { Driver.combineLatest($0) }
    XCTAssertEqual(arrays.map(\.time), [221, 231, 241, 251])
    XCTAssertEqual(arrays.compactMap(\.value.element), [[1, 2], [3, 2], [5, 2], [5, 4]])
    XCTAssertEqual(subscriptions, [[Subscription(200, 300)], [Subscription(200, 300)]])
    let (joined, _) = combining { Driver.combineLatest($0) { $0.map(String.init).joined() } }
    XCTAssertEqual(joined, [.next(221, "12"), .next(231, "32"), .next(241, "52"), .next(251, "54")])
  }

  func testAThrowingResultSelectorIsReportedAndEndsTheSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1)])
    let drivers = SharingScheduler.mock(scheduler: scheduler) { [xs.asDriver(onErrorJustReturn: -1)] }
    var res: TestableObserver<Int>?
    let issues = RuntimeIssueRecorder.issues {
      res = scheduler.start {
        Driver.combineLatest(drivers) { (_: [Int]) throws -> Int in throw TestError(id: 9) }
      }
    }
    XCTAssertEqual(res?.events, [.completed(211)])
    XCTAssertEqual(issues.map(\.kind), [.unhandledError])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 211)])
  }
}
