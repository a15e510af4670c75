import RxCore
import RxTesting
import XCTest

/// RxCocoa's operators on `Driver` and `Signal`, on virtual time: `SharingScheduler.mock` puts the sequences on
/// the `TestScheduler`, so `asDriver` delivers one tick after the source (its `observe(on:)`).
final class SharedSequenceOperatorTests: RxTestCase {
  private func mocked<Result>(_ scheduler: TestScheduler, _ body: () -> Result) -> Result {
    SharingScheduler.mock(scheduler: scheduler, action: body)
  }

  func testDoRunsItsSideEffectsOncePerEventHoweverManySubscribe() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    var nexts: [Int] = []
    var subscribes = 0
    var completions = 0
    let driver = mocked(scheduler) {
      xs.asDriver(onErrorJustReturn: -1)
        .do(
          onNext: { nexts.append($0) }, onCompleted: { completions += 1 }, onSubscribe: { subscribes += 1 })
    }
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    let bag = DisposeBag()
    scheduler.scheduleAt(200) {
      driver.drive(first).disposed(by: bag)
      driver.drive(second).disposed(by: bag)
    }
    scheduler.start()
    XCTAssertEqual(nexts, [1, 2])
    XCTAssertEqual(subscribes, 1)
    XCTAssertEqual(completions, 1)
    XCTAssertEqual(first.events, [.next(211, 1), .next(221, 2), .completed(231)])
    XCTAssertEqual(second.events, first.events)
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testSignalDoRunsOncePerEventForTwoSubscribers() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
    var nexts: [Int] = []
    let signal = mocked(scheduler) { xs.asSignal(onErrorJustReturn: -1).do(onNext: { nexts.append($0) }) }
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    var bag = DisposeBag()
    scheduler.scheduleAt(200) {
      signal.emit(to: first).disposed(by: bag)
      signal.emit(to: second).disposed(by: bag)
    }
    scheduler.scheduleAt(300) { bag = DisposeBag() }
    scheduler.start()
    XCTAssertEqual(nexts, [1, 2])
    XCTAssertEqual(second.events, [.next(211, 1), .next(221, 2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testFlatMapLatestFromASignalToDrivers() {
    let scheduler = TestScheduler(initialClock: 0)
    let taps = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
    let inner = [
      1: scheduler.createColdObservable([.next(5, "a"), .next(40, "b")]),
      2: scheduler.createColdObservable([.next(5, "c"), .completed(10)]),
    ]
    let res = mocked(scheduler) {
      scheduler.start {
        taps.asSignal(onErrorJustReturn: 0).flatMapLatest { tap -> Driver<String> in
          inner[tap]!.asDriver(onErrorJustReturn: "error")
        }
      }
    }
    XCTAssertEqual(res.events, [.next(217, "a"), .next(247, "c")])
    XCTAssertEqual(inner[1]!.subscriptions, [Subscription(211, 241)])
    XCTAssertEqual(inner[2]!.subscriptions, [Subscription(241, 251)])
  }

  func testFlatMapFirstIgnoresElementsWhileAnInnerSequenceRuns() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(260, 3), .completed(400)])
    let res = mocked(scheduler) {
      scheduler.start {
        xs.asDriver(onErrorJustReturn: 0).flatMapFirst { value -> Signal<Int> in
          Observable.of(value * 10, value * 100).asSignal(onErrorJustReturn: -1)
            .delay(.seconds(20))
        }
      }
    }
    // 1 maps to 10, 100 (delivered at 212 and 213, delayed to 232 and 233); 2 arrives while they run.
    XCTAssertEqual(
      res.events.map(\.value.element), [10, 100, 30, 300, nil], "values: 2 was ignored, then the source completed")
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
  }

  func testFlatMapMergesEveryInnerSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
    let inner = scheduler.createColdObservable([.next(5, 0), .next(30, 1), .completed(40)])
    let res = mocked(scheduler) {
      scheduler.start {
        xs.asDriver(onErrorJustReturn: 0).flatMap { value in
          inner.map { value * 10 + $0 }.asDriver(onErrorJustReturn: -1)
        }
      }
    }
    XCTAssertEqual(res.events, [.next(217, 10), .next(227, 20), .next(242, 11), .next(252, 21)])
    XCTAssertEqual(inner.subscriptions, [Subscription(211, 251), Subscription(221, 261)])
  }

  func testSwitchLatestDropsThePreviousInnerSequence() {
    let (events, subscriptions) = innerSequences { $0.switchLatest() }
    XCTAssertEqual(events, [.next(216, 1), .next(226, 10), .next(246, 20)])
    XCTAssertEqual(subscriptions, [[Subscription(211, 221)], [Subscription(221, 300)]])
  }

  func testMergeOfInnerSequencesKeepsEveryOne() {
    let (events, subscriptions) = innerSequences { $0.merge() }
    XCTAssertEqual(events, [.next(216, 1), .next(226, 10), .next(236, 2), .next(246, 20)])
    XCTAssertEqual(subscriptions, [[Subscription(211, 300)], [Subscription(221, 300)]])
  }

  /// Two inner drivers (made under the mock) sent by an outer driver at 210 and 220, combined by `combine` from
  /// 200 to 300.
  private func innerSequences(_ combine: @escaping (Driver<Driver<Int>>) -> Driver<Int>) -> (
    [Recorded<Event<Int>>], [[Subscription]]
  ) {
    let scheduler = TestScheduler(initialClock: 0)
    let first = scheduler.createHotObservable([.next(215, 1), .next(235, 2)])
    let second = scheduler.createHotObservable([.next(225, 10), .next(245, 20)])
    let (firstDriver, secondDriver) = mocked(scheduler) {
      (first.asDriver(onErrorJustReturn: -1), second.asDriver(onErrorJustReturn: -1))
    }
    let outer = scheduler.createHotObservable([.next(210, firstDriver), .next(220, secondDriver)])
    let drivers = mocked(scheduler) { outer.asDriver(onErrorJustReturn: .empty()) }
    let res = scheduler.start(disposed: 300) { combine(drivers) }
    return (res.events, [first.subscriptions, second.subscriptions])
  }

  func testMergeWithMaxConcurrent() {
    let scheduler = TestScheduler(initialClock: 0)
    let inner = scheduler.createColdObservable([.next(5, 1), .completed(20)])
    let outer = scheduler.createHotObservable([.next(210, ()), .next(212, ())])
    let res = mocked(scheduler) {
      scheduler.start {
        outer.map { inner.asDriver(onErrorJustReturn: -1) }.asDriver(onErrorJustReturn: .empty())
          .merge(maxConcurrent: 1)
      }
    }
    XCTAssertEqual(res.events, [.next(217, 1), .next(238, 1)])
    XCTAssertEqual(inner.subscriptions, [Subscription(211, 231), Subscription(232, 252)])
  }

  func testMergeWithMaxConcurrentBelowOneReportsAndCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let outer = scheduler.createHotObservable([.next(210, Driver.just(1))])
    var res: TestableObserver<Int>?
    let issues = RuntimeIssueRecorder.issues {
      res = mocked(scheduler) {
        scheduler.start { outer.asDriver(onErrorJustReturn: .empty()).merge(maxConcurrent: 0) }
      }
    }
    XCTAssertEqual(res?.events, [.completed(200)])
    XCTAssertEqual(issues.map(\.kind), [.unhandledError])
    XCTAssertEqual(outer.subscriptions, [])
  }

  func testDebounceThrottleAndDelayRunOnTheSharingScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(215, 2), .next(240, 3), .completed(300),
    ])
    let debounced = mocked(scheduler) { scheduler.start { xs.asDriver(onErrorJustReturn: 0).debounce(.seconds(10)) } }
    XCTAssertEqual(debounced.events, [.next(226, 2), .next(251, 3), .completed(301)])
    let scheduler2 = TestScheduler(initialClock: 0)
    let ys = scheduler2.createHotObservable([.next(210, 1), .next(215, 2), .next(240, 3), .completed(300)])
    let throttled = mocked(scheduler2) {
      scheduler2.start { ys.asSignal(onErrorJustReturn: 0).throttle(.seconds(20)) }
    }
    XCTAssertEqual(throttled.events, [.next(211, 1), .next(231, 2), .next(251, 3), .completed(301)])
    let scheduler3 = TestScheduler(initialClock: 0)
    let zs = scheduler3.createHotObservable([.next(210, 1), .next(215, 2), .next(240, 3), .completed(300)])
    let first = mocked(scheduler3) {
      scheduler3.start { zs.asSignal(onErrorJustReturn: 0).throttle(.seconds(20), latest: false) }
    }
    XCTAssertEqual(first.events, [.next(211, 1), .next(241, 3), .completed(301)])
    let scheduler4 = TestScheduler(initialClock: 0)
    let ws = scheduler4.createHotObservable([.next(210, 1), .completed(220)])
    let delayed = mocked(scheduler4) { scheduler4.start { ws.asDriver(onErrorJustReturn: 0).delay(.seconds(30)) } }
    XCTAssertEqual(delayed.events, [.next(241, 1), .completed(251)])
  }

  func testDistinctUntilChangedWithAKeyAndAComparer() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, "Sprout"), .next(220, "sprout!"), .next(230, "SPROUT?"), .next(240, "새싹"),
    ])
    let res = mocked(scheduler) {
      scheduler.start {
        xs.asDriver(onErrorJustReturn: "")
          .distinctUntilChanged({ $0.lowercased().prefix(6) }, comparer: { $0 == $1 })
      }
    }
    XCTAssertEqual(res.events, [.next(211, "Sprout"), .next(241, "새싹")])
  }

  func testScanIntoAccumulatesInPlace() {
    let scheduler = TestScheduler(initialClock: 0)
    let taps = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .completed(230)])
    let res = mocked(scheduler) {
      scheduler.start { taps.asSignal(onErrorJustReturn: "").scan(into: [String]()) { $0.append($1) } }
    }
    XCTAssertEqual(res.events, [.next(211, ["a"]), .next(221, ["a", "b"]), .completed(231)])
  }

  func testSignalWithUnretainedCompletesWhenTheObjectIsGone() {
    final class Screen {}
    let scheduler = TestScheduler(initialClock: 0)
    let taps = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
    var screen: Screen? = Screen()
    weak let weakScreen = screen
    let signal = mocked(scheduler) {
      taps.asSignal(onErrorJustReturn: 0).withUnretained(screen!) { _, value in value * 2 }
    }
    scheduler.scheduleAt(220) { screen = nil }
    let res = scheduler.start { signal }
    XCTAssertNil(weakScreen)
    XCTAssertEqual(res.events, [.next(211, 2), .completed(231)])
    XCTAssertEqual(taps.subscriptions, [Subscription(200, 231)])
  }

  func testStartWithAndSkipShareTheirResult() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
    let driver = mocked(scheduler) { xs.asDriver(onErrorJustReturn: 0).skip(1).startWith(0) }
    let early = scheduler.createObserver(Int.self)
    let late = scheduler.createObserver(Int.self)
    var bag = DisposeBag()
    scheduler.scheduleAt(200) { driver.drive(early).disposed(by: bag) }
    scheduler.scheduleAt(225) { driver.drive(late).disposed(by: bag) }
    scheduler.scheduleAt(300) { bag = DisposeBag() }
    scheduler.start()
    XCTAssertEqual(early.events, [.next(200, 0), .next(221, 2), .next(231, 3)])
    XCTAssertEqual(late.events, [.next(225, 2), .next(231, 3)], "the late subscriber gets the shared replay")
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }
}
