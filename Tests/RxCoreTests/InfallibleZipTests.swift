import RxCore
import RxTesting
import XCTest

final class InfallibleZipTests: RxTestCase {
  private func verifyScenario(
    count: Int, make: @escaping ([Infallible<Int>]) -> Infallible<[Int]>, file: StaticString = #filePath,
    line: UInt = #line
  ) {
    let scheduler = TestScheduler(initialClock: 0)
    let sources = ArityScenario.sources(scheduler, count: count)
    let res = scheduler.start { make(sources.map { $0.asInfallible(onErrorJustReturn: 0) }) }
    XCTAssertEqual(res.events, ArityScenario.zipEvents(count: count), file: file, line: line)
    for (k, source) in sources.enumerated() {
      XCTAssertEqual(source.subscriptions, [Subscription(200, 600 + 10 * k)], file: file, line: line)
    }
  }

  func testTwoSources() {
    verifyScenario(count: 2) { s in Infallible.zip(s[0], s[1]) { [$0, $1] } }
  }

  func testFiveSources() {
    verifyScenario(count: 5) { s in Infallible.zip(s[0], s[1], s[2], s[3], s[4]) { [$0, $1, $2, $3, $4] } }
  }

  func testEightSources() {
    verifyScenario(count: 8) { s in
      Infallible.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { [$0, $1, $2, $3, $4, $5, $6, $7] }
    }
  }

  func testElementsOfDifferentTypesArePairedByIndex() {
    let scheduler = TestScheduler(initialClock: 0)
    let letters = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .next(230, "c")])
    let numbers = scheduler.createHotObservable([.next(240, 1), .next(250, 2), .completed(260)])
    let res = scheduler.start {
      Infallible.zip(letters.asInfallible(onErrorJustReturn: ""), numbers.asInfallible(onErrorJustReturn: 0)) {
        "\($0)\($1)"
      }
    }
    XCTAssertEqual(res.events, [.next(240, "a1"), .next(250, "b2")], "waits for the letters to complete too")
    XCTAssertEqual(letters.subscriptions, [Subscription(200, 1000)])
    XCTAssertEqual(numbers.subscriptions, [Subscription(200, 260)])
  }

  func testDisposingStopsEverySource() {
    let scheduler = TestScheduler(initialClock: 0)
    let sources = ArityScenario.sources(scheduler, count: 8)
    let res = scheduler.start(disposed: 300) {
      let s = sources.map { $0.asInfallible(onErrorJustReturn: 0) }
      return Infallible.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
    }
    XCTAssertEqual(res.events, [.next(280, 36)])
    for source in sources {
      XCTAssertEqual(source.subscriptions, [Subscription(200, 300)])
    }
  }

  func testThrowingResultSelectorEndsTheSequenceWithItsError() {
    let scheduler = TestScheduler(initialClock: 0)
    let sources = ArityScenario.sources(scheduler, count: 5)
    let res = scheduler.start {
      let s = sources.map { $0.asInfallible(onErrorJustReturn: 0) }
      return Infallible.zip(s[0], s[1], s[2], s[3], s[4]) { a, _, _, _, e in
        if a == 10 { throw TestError(id: 5) }
        return a + e
      }
    }
    XCTAssertEqual(res.events, [.next(250, 6), .error(540, TestError(id: 5))])
    for source in sources {
      XCTAssertEqual(source.subscriptions, [Subscription(200, 540)])
    }
  }

  func testThrowingResultSelectorIsReportedBySubscribe() {
    let issues = RuntimeIssueRecorder.issues {
      let values = Infallible.zip(Infallible.just(1), Infallible.just(2)) { _, _ -> Int in throw TestError(id: 2) }
      _ = values.subscribe(onNext: { _ in XCTFail("no element can be combined") })
    }
    XCTAssertEqual(issues.map(\.kind), [.unhandledError])
  }
}
