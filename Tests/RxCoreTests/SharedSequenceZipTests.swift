import RxCore
import RxTesting
import XCTest

final class SharedSequenceZipTests: RxTestCase {
  /// Runs the arity scenario with each source made a `Signal` on `scheduler`, which delivers one tick late.
  private func verifyScenario<T>(
    count: Int, make: @escaping ([Signal<Int>]) -> Signal<T>, toArray: (T) -> [Int],
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let scheduler = TestScheduler(initialClock: 0)
    let sources = ArityScenario.sources(scheduler, count: count)
    let res = SharingScheduler.mock(scheduler: scheduler) {
      scheduler.start { make(sources.map { $0.asSignal(onErrorJustReturn: 0) }) }
    }
    XCTAssertEqual(
      ArityScenario.arrays(res.events, toArray), ArityScenario.zipEvents(count: count, delay: 1), file: file,
      line: line)
    for (k, source) in sources.enumerated() {
      XCTAssertEqual(source.subscriptions, [Subscription(200, 600 + 10 * k)], file: file, line: line)
    }
  }

  func testTwoSources() {
    verifyScenario(count: 2, make: { s in Signal.zip(s[0], s[1]) { [$0, $1] } }, toArray: { $0 })
    verifyScenario(count: 2, make: { s in Signal.zip(s[0], s[1]) }, toArray: { [$0.0, $0.1] })
  }

  func testFiveSources() {
    verifyScenario(
      count: 5, make: { s in Signal.zip(s[0], s[1], s[2], s[3], s[4]) { [$0, $1, $2, $3, $4] } }, toArray: { $0 })
    verifyScenario(
      count: 5, make: { s in Signal.zip(s[0], s[1], s[2], s[3], s[4]) }, toArray: { [$0.0, $0.1, $0.2, $0.3, $0.4] })
  }

  func testEightSources() {
    verifyScenario(
      count: 8,
      make: { s in Signal.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { [$0, $1, $2, $3, $4, $5, $6, $7] } },
      toArray: { $0 })
    verifyScenario(
      count: 8, make: { s in Signal.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) },
      toArray: { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7] })
  }

  func testDriversArePairedByIndexAndTheResultReplaysLikeADriver() {
    let letters = PublishRelay<String>()
    let numbers = PublishRelay<Int>()
    var selectorCalls = 0
    let pairs = Driver.zip(letters.asDriver(onErrorJustReturn: ""), numbers.asDriver(onErrorJustReturn: 0)) {
      selectorCalls += 1
      return "\($0)\($1)"
    }
    var early: [String] = []
    var late: [String] = []
    let bag = DisposeBag()
    pairs.drive(onNext: { early.append($0) }).disposed(by: bag)
    letters.accept("a")
    letters.accept("b")
    numbers.accept(1)
    pairs.drive(onNext: { late.append($0) }).disposed(by: bag)
    numbers.accept(2)
    XCTAssertEqual(early, ["a1", "b2"])
    XCTAssertEqual(late, ["a1", "b2"], "a late subscriber gets the latest pair first")
    XCTAssertEqual(selectorCalls, 2, "one combination per pair for both subscribers")
  }

  func testDisposingStopsEverySource() {
    let scheduler = TestScheduler(initialClock: 0)
    let sources = ArityScenario.sources(scheduler, count: 5)
    let res = SharingScheduler.mock(scheduler: scheduler) {
      scheduler.start(disposed: 300) {
        let s = sources.map { $0.asSignal(onErrorJustReturn: 0) }
        return Signal.zip(s[0], s[1], s[2], s[3], s[4]) { $0 + $1 + $2 + $3 + $4 }
      }
    }
    XCTAssertEqual(res.events, [.next(251, 15)])
    for source in sources {
      XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
    }
  }

  func testThrowingResultSelectorEndsTheSequenceAndEmitReportsIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let sources = ArityScenario.sources(scheduler, count: 8)
    let res = SharingScheduler.mock(scheduler: scheduler) {
      scheduler.start {
        let s = sources.map { $0.asSignal(onErrorJustReturn: 0) }
        return Signal.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { a, _, _, _, _, _, _, h in
          if a == 10 { throw TestError(id: 8) }
          return a + h
        }
      }
    }
    XCTAssertEqual(res.events, [.next(281, 9), .error(571, TestError(id: 8))])
    for source in sources {
      XCTAssertEqual(source.subscriptions, [Subscription(200, 571)])
    }
    let issues = RuntimeIssueRecorder.issues {
      _ = Signal.zip(Signal.just(1), Signal.just(2)) { _, _ -> Int in throw TestError(id: 2) }
        .emit(onNext: { _ in XCTFail("no element can be combined") })
    }
    XCTAssertEqual(issues.map(\.kind), [.unhandledError])
  }
}
