import RxCore
import RxTesting
import XCTest

final class SharedSequenceCombineLatestTests: RxTestCase {
  /// Runs the arity scenario with each source made a `Driver` on `scheduler`, which delivers one tick late.
  private func verifyScenario<T>(
    count: Int, make: @escaping ([Driver<Int>]) -> Driver<T>, toArray: (T) -> [Int],
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let scheduler = TestScheduler(initialClock: 0)
    let sources = ArityScenario.sources(scheduler, count: count)
    let res = SharingScheduler.mock(scheduler: scheduler) {
      scheduler.start { make(sources.map { $0.asDriver(onErrorJustReturn: 0) }) }
    }
    XCTAssertEqual(
      ArityScenario.arrays(res.events, toArray), ArityScenario.combineLatestEvents(count: count, delay: 1),
      file: file, line: line)
    for (k, source) in sources.enumerated() {
      XCTAssertEqual(source.subscriptions, [Subscription(200, 600 + 10 * k)], file: file, line: line)
    }
  }

  func testTwoSources() {
    verifyScenario(count: 2, make: { s in Driver.combineLatest(s[0], s[1]) { [$0, $1] } }, toArray: { $0 })
    verifyScenario(count: 2, make: { s in Driver.combineLatest(s[0], s[1]) }, toArray: { [$0.0, $0.1] })
  }

  func testFiveSources() {
    verifyScenario(
      count: 5, make: { s in Driver.combineLatest(s[0], s[1], s[2], s[3], s[4]) { [$0, $1, $2, $3, $4] } },
      toArray: { $0 })
    verifyScenario(
      count: 5, make: { s in Driver.combineLatest(s[0], s[1], s[2], s[3], s[4]) },
      toArray: { [$0.0, $0.1, $0.2, $0.3, $0.4] })
  }

  func testEightSources() {
    verifyScenario(
      count: 8,
      make: { s in
        Driver.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { [$0, $1, $2, $3, $4, $5, $6, $7] }
      },
      toArray: { $0 })
    verifyScenario(
      count: 8, make: { s in Driver.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) },
      toArray: { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7] })
  }

  func testSignalsCombineAndShareWithoutReplay() {
    let taps = PublishRelay<Int>()
    let names = BehaviorRelay(value: "a")
    let tapSignal = taps.asSignal()
    let nameSignal = names.asObservable().asSignal(onErrorJustReturn: "")
    let bag = DisposeBag()
    var received: [String] = []
    Signal.combineLatest(tapSignal, nameSignal) { "\($1)\($0)" }.emit(onNext: { received.append($0) }).disposed(by: bag)
    var pairs: [String] = []
    Signal.combineLatest(tapSignal, nameSignal).emit(onNext: { pairs.append("\($1)\($0)") }).disposed(by: bag)
    taps.accept(1)
    names.accept("b")
    taps.accept(2)
    XCTAssertEqual(received, ["a1", "b1", "b2"])
    XCTAssertEqual(pairs, ["b1", "b2"], "the name signal, already connected, does not replay \"a\"")
  }

  func testTheResultIsSharedAndReplayedLikeADriver() {
    let first = PublishRelay<Int>()
    let second = PublishRelay<Int>()
    var selectorCalls = 0
    let sums = Driver.combineLatest(first.asDriver(onErrorJustReturn: 0), second.asDriver(onErrorJustReturn: 0)) {
      selectorCalls += 1
      return $0 + $1
    }
    var early: [Int] = []
    var late: [Int] = []
    let bag = DisposeBag()
    sums.drive(onNext: { early.append($0) }).disposed(by: bag)
    first.accept(1)
    second.accept(2)
    sums.drive(onNext: { late.append($0) }).disposed(by: bag)
    first.accept(10)
    XCTAssertEqual(early, [3, 12])
    XCTAssertEqual(late, [3, 12], "a late subscriber gets the latest sum first")
    XCTAssertEqual(selectorCalls, 2, "one combination per change for both subscribers")
  }

  func testDisposingStopsEverySource() {
    let scheduler = TestScheduler(initialClock: 0)
    let sources = ArityScenario.sources(scheduler, count: 8)
    let res = SharingScheduler.mock(scheduler: scheduler) {
      scheduler.start(disposed: 505) {
        let s = sources.map { $0.asDriver(onErrorJustReturn: 0) }
        return Driver.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { a, _, _, _, _, _, _, h in a + h }
      }
    }
    XCTAssertEqual(res.events, [.next(281, 9), .next(501, 18)])
    for source in sources {
      XCTAssertEqual(source.subscriptions, [Subscription(200, 505)])
    }
  }

  func testThrowingResultSelectorEndsTheSequenceAndDriveReportsIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let sources = ArityScenario.sources(scheduler, count: 5)
    let res = SharingScheduler.mock(scheduler: scheduler) {
      scheduler.start {
        let s = sources.map { $0.asDriver(onErrorJustReturn: 0) }
        return Driver.combineLatest(s[0], s[1], s[2], s[3], s[4]) { a, _, _, _, e in
          if a == 10 { throw TestError(id: 5) }
          return a + e
        }
      }
    }
    XCTAssertEqual(res.events, [.next(251, 6), .error(501, TestError(id: 5))])
    for source in sources {
      XCTAssertEqual(source.subscriptions, [Subscription(200, 501)])
    }
    let issues = RuntimeIssueRecorder.issues {
      let relay = BehaviorRelay(value: 1)
      _ = Driver.combineLatest(relay.asDriver(), Driver.just(2)) { _, _ -> Int in throw TestError(id: 2) }
        .drive(onNext: { _ in XCTFail("no element can be combined") })
    }
    XCTAssertEqual(issues.map(\.kind), [.unhandledError])
  }
}
