import RxCore
import RxTesting
import XCTest

final class InfallibleCombineLatestTests: RxTestCase {
  private func verifyScenario<T>(
    count: Int, make: @escaping ([Infallible<Int>]) -> Infallible<T>, toArray: (T) -> [Int],
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let scheduler = TestScheduler(initialClock: 0)
    let sources = ArityScenario.sources(scheduler, count: count)
    let res = scheduler.start { make(sources.map { $0.asInfallible(onErrorJustReturn: 0) }) }
    XCTAssertEqual(
      ArityScenario.arrays(res.events, toArray), ArityScenario.combineLatestEvents(count: count), file: file,
      line: line)
    for (k, source) in sources.enumerated() {
      XCTAssertEqual(source.subscriptions, [Subscription(200, 600 + 10 * k)], file: file, line: line)
    }
  }

  func testTwoSources() {
    verifyScenario(count: 2, make: { s in Infallible.combineLatest(s[0], s[1]) { [$0, $1] } }, toArray: { $0 })
    verifyScenario(count: 2, make: { s in Infallible.combineLatest(s[0], s[1]) }, toArray: { [$0.0, $0.1] })
  }

  func testFiveSources() {
    verifyScenario(
      count: 5, make: { s in Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4]) { [$0, $1, $2, $3, $4] } },
      toArray: { $0 })
    verifyScenario(
      count: 5, make: { s in Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4]) },
      toArray: { [$0.0, $0.1, $0.2, $0.3, $0.4] })
  }

  func testEightSources() {
    verifyScenario(
      count: 8,
      make: { s in
        Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { [$0, $1, $2, $3, $4, $5, $6, $7] }
      },
      toArray: { $0 })
    verifyScenario(
      count: 8, make: { s in Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) },
      toArray: { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7] })
  }

  func testSourcesOfDifferentElementTypes() {
    let relay = BehaviorRelay(value: "a")
    let values = Infallible.combineLatest(relay.asInfallible(), Infallible.just(1)) { "\($0)\($1)" }
    var received: [String] = []
    let subscription = values.subscribe(onNext: { received.append($0) })
    relay.accept("b")
    subscription.dispose()
    XCTAssertEqual(received, ["a1", "b1"])
  }

  func testDisposingStopsEverySource() {
    let scheduler = TestScheduler(initialClock: 0)
    let sources = ArityScenario.sources(scheduler, count: 5)
    let res = scheduler.start(disposed: 505) {
      let s = sources.map { $0.asInfallible(onErrorJustReturn: 0) }
      return Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4]) { $0 + $1 + $2 + $3 + $4 }
    }
    XCTAssertEqual(res.events, [.next(250, 15), .next(500, 24)])
    for source in sources {
      XCTAssertEqual(source.subscriptions, [Subscription(200, 505)])
    }
  }

  func testThrowingResultSelectorEndsTheSequenceWithItsError() {
    let scheduler = TestScheduler(initialClock: 0)
    let sources = ArityScenario.sources(scheduler, count: 8)
    let res = scheduler.start {
      let s = sources.map { $0.asInfallible(onErrorJustReturn: 0) }
      return Infallible.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { a, _, _, _, _, _, _, h in
        if a == 10 { throw TestError(id: 8) }
        return a + h
      }
    }
    XCTAssertEqual(res.events, [.next(280, 9), .error(500, TestError(id: 8))])
    for source in sources {
      XCTAssertEqual(source.subscriptions, [Subscription(200, 500)])
    }
  }

  func testThrowingResultSelectorIsReportedBySubscribe() {
    let issues = RuntimeIssueRecorder.issues {
      let values = Infallible.combineLatest(Infallible.just(1), Infallible.just(2)) { _, _ -> Int in
        throw TestError(id: 2)
      }
      _ = values.subscribe(onNext: { _ in XCTFail("no element can be combined") })
    }
    XCTAssertEqual(issues.map(\.kind), [.unhandledError])
  }
}
