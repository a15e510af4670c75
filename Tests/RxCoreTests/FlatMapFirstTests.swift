import RxCore
import RxTesting
import XCTest

private struct FlatMapFirstTestError: Error, Equatable {}

private let testError = FlatMapFirstTestError()

/// RxSwift's flatMapFirst scenario: two inner sequences emitted before the subscription, then five cold inner
/// sequences at 300, 400, 550, 750 and 850 (only the first and the last start while nothing runs), then `end`.
private struct Scenario {
  let outer: TestableObservable<TestableObservable<Int>>
  let inners: [TestableObservable<Int>]

  init(
    _ scheduler: TestScheduler, end: Recorded<Event<TestableObservable<Int>>>?,
    firstInnerEnd: Recorded<Event<Int>> = .completed(460)
  ) {
    inners = [
      scheduler.createColdObservable([
        .next(10, 102), .next(90, 103), .next(110, 104), .next(190, 105), .next(440, 106), firstInnerEnd,
      ]),
      scheduler.createColdObservable([.next(180, 202), .next(190, 203), .completed(205)]),
      scheduler.createColdObservable([
        .next(10, 301), .next(50, 302), .next(70, 303), .next(260, 304), .next(310, 305), .completed(410),
      ]),
      scheduler.createColdObservable([.completed(40)]),
      scheduler.createColdObservable([.next(80, 401), .next(90, 402), .completed(100)]),
    ]
    var events: [Recorded<Event<TestableObservable<Int>>>] = [
      .next(5, scheduler.createColdObservable([.error(1, testError)])),
      .next(105, scheduler.createColdObservable([.error(1, testError)])),
    ]
    events += zip([300, 400, 550, 750, 850], inners).map { Recorded.next($0, $1) }
    if let end { events.append(end) }
    outer = scheduler.createHotObservable(events)
  }
}

final class FlatMapFirstTests: RxTestCase {
  private let firstInnerElements: [Recorded<Event<Int>>] = [
    .next(310, 102), .next(390, 103), .next(410, 104), .next(490, 105), .next(740, 106),
  ]

  func testIgnoresElementsWhileAnInnerSequenceRuns() {
    let scheduler = TestScheduler(initialClock: 0)
    let scenario = Scenario(scheduler, end: .completed(900))

    let res = scheduler.start { scenario.outer.flatMapFirst { $0 } }

    XCTAssertEqual(res.events, firstInnerElements + [.next(930, 401), .next(940, 402), .completed(950)])
    XCTAssertEqual(scenario.outer.subscriptions, [Subscription(200, 900)])
    XCTAssertEqual(
      scenario.inners.map(\.subscriptions), [[Subscription(300, 760)], [], [], [], [Subscription(850, 950)]])
  }

  func testDoesNotCompleteWhileTheOuterSequenceRuns() {
    let scheduler = TestScheduler(initialClock: 0)
    let scenario = Scenario(scheduler, end: nil)

    let res = scheduler.start { scenario.outer.flatMapFirst { $0 } }

    XCTAssertEqual(res.events, firstInnerElements + [.next(930, 401), .next(940, 402)])
    XCTAssertEqual(scenario.outer.subscriptions, [Subscription(200, 1000)])
    XCTAssertEqual(
      scenario.inners.map(\.subscriptions), [[Subscription(300, 760)], [], [], [], [Subscription(850, 950)]])
  }

  func testOuterErrorDisposesTheRunningInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let scenario = Scenario(scheduler, end: .error(900, testError))

    let res = scheduler.start { scenario.outer.flatMapFirst { $0 } }

    XCTAssertEqual(res.events, firstInnerElements + [.error(900, testError)])
    XCTAssertEqual(scenario.outer.subscriptions, [Subscription(200, 900)])
    XCTAssertEqual(
      scenario.inners.map(\.subscriptions), [[Subscription(300, 760)], [], [], [], [Subscription(850, 900)]])
  }

  func testInnerErrorIsForwarded() {
    let scheduler = TestScheduler(initialClock: 0)
    let scenario = Scenario(scheduler, end: .completed(900), firstInnerEnd: .error(460, testError))

    let res = scheduler.start { scenario.outer.flatMapFirst { $0 } }

    XCTAssertEqual(res.events, firstInnerElements + [.error(760, testError)])
    XCTAssertEqual(scenario.outer.subscriptions, [Subscription(200, 760)])
    XCTAssertEqual(scenario.inners.map(\.subscriptions), [[Subscription(300, 760)], [], [], [], []])
  }

  func testDisposalDisposesOuterAndRunningInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let scenario = Scenario(scheduler, end: .completed(900))

    let res = scheduler.start(disposed: 700) { scenario.outer.flatMapFirst { $0 } }

    XCTAssertEqual(res.events, Array(firstInnerElements.prefix(4)))
    XCTAssertEqual(scenario.outer.subscriptions, [Subscription(200, 700)])
    XCTAssertEqual(scenario.inners.map(\.subscriptions), [[Subscription(300, 700)], [], [], [], []])
  }

  func testSelectorIsOnlyCalledWhenNothingRunsAndItsErrorFailsTheResult() {
    let scheduler = TestScheduler(initialClock: 0)
    let scenario = Scenario(scheduler, end: .completed(900))
    var invoked = 0

    let res = scheduler.start {
      scenario.outer.flatMapFirst { inner -> TestableObservable<Int> in
        invoked += 1
        if invoked == 2 { throw testError }
        return inner
      }
    }

    XCTAssertEqual(res.events, firstInnerElements + [.error(850, testError)])
    XCTAssertEqual(scenario.outer.subscriptions, [Subscription(200, 850)])
    XCTAssertEqual(scenario.inners.map(\.subscriptions), [[Subscription(300, 760)], [], [], [], []])
    XCTAssertEqual(invoked, 2)
  }

  func testSynchronousInnerSequencesEachComplete() {
    var received: [Event<Int>] = []
    _ = Observable.of(1, 2, 3).flatMapFirst { Observable.just($0 * 10) }.subscribe { received.append($0) }
    XCTAssertEqual(received, [.next(10), .next(20), .next(30), .completed])
  }
}
