import RxCore
import RxTesting
import XCTest

private struct ConcatMapTestError: Error, Equatable {}

private let testError = ConcatMapTestError()

/// RxSwift's concatMap scenario: five cold inner sequences emitted at 300, 400, 550, 750 and 850, then `end`.
private struct Scenario {
  let outer: TestableObservable<TestableObservable<Int>>
  let inners: [TestableObservable<Int>]

  init(
    _ scheduler: TestScheduler, end: Recorded<Event<TestableObservable<Int>>>?,
    firstInnerEnd: Recorded<Event<Int>> = .completed(460), secondInnerEnd: Recorded<Event<Int>>? = .completed(205)
  ) {
    inners = [
      scheduler.createColdObservable([
        .next(10, 102), .next(90, 103), .next(110, 104), .next(190, 105), .next(440, 106), firstInnerEnd,
      ]),
      scheduler.createColdObservable([.next(180, 202), .next(190, 203)] + (secondInnerEnd.map { [$0] } ?? [])),
      scheduler.createColdObservable([.next(10, 301), .next(50, 302), .completed(60)]),
      scheduler.createColdObservable([.completed(40)]),
      scheduler.createColdObservable([.next(80, 401), .next(90, 402), .completed(100)]),
    ]
    var events = zip([300, 400, 550, 750, 850], inners).map { Recorded.next($0, $1) }
    if let end { events.append(end) }
    outer = scheduler.createHotObservable(events)
  }
}

final class ConcatMapTests: RxTestCase {
  private let firstInnerElements: [Recorded<Event<Int>>] = [
    .next(310, 102), .next(390, 103), .next(410, 104), .next(490, 105), .next(740, 106),
  ]

  func testRunsInnerSequencesOneAfterTheOther() {
    let scheduler = TestScheduler(initialClock: 0)
    let scenario = Scenario(scheduler, end: .completed(900))

    let res = scheduler.start { scenario.outer.concatMap { $0 } }

    XCTAssertEqual(
      res.events,
      firstInnerElements + [.next(940, 202), .next(950, 203), .next(975, 301)])
    XCTAssertEqual(scenario.outer.subscriptions, [Subscription(200, 900)])
    XCTAssertEqual(
      scenario.inners.map(\.subscriptions),
      [[Subscription(300, 760)], [Subscription(760, 965)], [Subscription(965, 1000)], [], []])
  }

  func testInnerFasterThanOuterCompletesWithOuter() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys1 = scheduler.createColdObservable([.next(10, 102), .completed(20)])
    let ys2 = scheduler.createColdObservable([.next(20, 202), .completed(25)])
    let xs = scheduler.createHotObservable([.next(250, ys1), .next(300, ys2), .completed(900)])

    let res = scheduler.start { xs.concatMap { $0 } }

    XCTAssertEqual(res.events, [.next(260, 102), .next(320, 202), .completed(900)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 900)])
    XCTAssertEqual(ys1.subscriptions, [Subscription(250, 270)])
    XCTAssertEqual(ys2.subscriptions, [Subscription(300, 325)])
  }

  func testDisposalDisposesOuterAndRunningInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys1 = scheduler.createColdObservable([.next(10, 102), .completed(20)])
    let ys2 = scheduler.createColdObservable([.next(20, 202), .completed(25)])
    let xs = scheduler.createHotObservable([.next(250, ys1), .next(300, ys2), .completed(900)])

    let res = scheduler.start(disposed: 310) { xs.concatMap { $0 } }

    XCTAssertEqual(res.events, [.next(260, 102)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 310)])
    XCTAssertEqual(ys1.subscriptions, [Subscription(250, 270)])
    XCTAssertEqual(ys2.subscriptions, [Subscription(300, 310)])
  }

  func testOuterCompletedButInnerNotCompletedKeepsRunning() {
    let scheduler = TestScheduler(initialClock: 0)
    let scenario = Scenario(scheduler, end: .completed(900), secondInnerEnd: nil)

    let res = scheduler.start { scenario.outer.concatMap { $0 } }

    XCTAssertEqual(res.events, firstInnerElements + [.next(940, 202), .next(950, 203)])
    XCTAssertEqual(scenario.outer.subscriptions, [Subscription(200, 900)])
    XCTAssertEqual(
      scenario.inners.map(\.subscriptions), [[Subscription(300, 760)], [Subscription(760, 1000)], [], [], []])
  }

  func testCompletesWhenTheLastWaitingInnerCompletesAfterTheOuter() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys1 = scheduler.createColdObservable([
      .next(10, 102), .next(90, 103), .next(110, 104), .next(190, 105), .next(440, 106), .completed(460),
    ])
    let ys2 = scheduler.createColdObservable([.next(180, 202), .next(190, 203), .completed(195)])
    let xs = scheduler.createHotObservable([.next(300, ys1), .next(400, ys2), .completed(405)])

    let res = scheduler.start { xs.concatMap { $0 } }

    XCTAssertEqual(res.events, firstInnerElements + [.next(940, 202), .next(950, 203), .completed(955)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 405)])
    XCTAssertEqual(ys1.subscriptions, [Subscription(300, 760)])
    XCTAssertEqual(ys2.subscriptions, [Subscription(760, 955)])
  }

  func testCompletesWithTheOuterWhenInnersFinishedFirst() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys1 = scheduler.createColdObservable([
      .next(10, 102), .next(90, 103), .next(110, 104), .next(190, 105), .next(440, 106), .completed(460),
    ])
    let ys2 = scheduler.createColdObservable([.next(180, 202), .next(190, 203), .completed(195)])
    let xs = scheduler.createHotObservable([.next(300, ys1), .next(400, ys2), .completed(980)])

    let res = scheduler.start { xs.concatMap { $0 } }

    XCTAssertEqual(res.events, firstInnerElements + [.next(940, 202), .next(950, 203), .completed(980)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 980)])
    XCTAssertEqual(ys1.subscriptions, [Subscription(300, 760)])
    XCTAssertEqual(ys2.subscriptions, [Subscription(760, 955)])
  }

  func testOuterErrorDisposesRunningInnerAndDropsWaitingOnes() {
    let scheduler = TestScheduler(initialClock: 0)
    let scenario = Scenario(scheduler, end: .error(900, testError))

    let res = scheduler.start { scenario.outer.concatMap { $0 } }

    XCTAssertEqual(res.events, firstInnerElements + [.error(900, testError)])
    XCTAssertEqual(scenario.outer.subscriptions, [Subscription(200, 900)])
    XCTAssertEqual(
      scenario.inners.map(\.subscriptions), [[Subscription(300, 760)], [Subscription(760, 900)], [], [], []])
  }

  func testInnerErrorDisposesOuter() {
    let scheduler = TestScheduler(initialClock: 0)
    let scenario = Scenario(scheduler, end: .error(900, testError), firstInnerEnd: .error(460, testError))

    let res = scheduler.start { scenario.outer.concatMap { $0 } }

    XCTAssertEqual(res.events, firstInnerElements + [.error(760, testError)])
    XCTAssertEqual(scenario.outer.subscriptions, [Subscription(200, 760)])
    XCTAssertEqual(scenario.inners.map(\.subscriptions), [[Subscription(300, 760)], [], [], [], []])
  }

  func testSelectorIsCalledOnArrivalAndItsErrorFailsTheResult() {
    let scheduler = TestScheduler(initialClock: 0)
    let scenario = Scenario(scheduler, end: .completed(900))
    var invoked = 0

    let res = scheduler.start {
      scenario.outer.concatMap { inner -> TestableObservable<Int> in
        invoked += 1
        if invoked == 3 { throw testError }
        return inner
      }
    }

    XCTAssertEqual(res.events, Array(firstInnerElements.prefix(4)) + [.error(550, testError)])
    XCTAssertEqual(scenario.outer.subscriptions, [Subscription(200, 550)])
    XCTAssertEqual(scenario.inners.map(\.subscriptions), [[Subscription(300, 550)], [], [], [], []])
  }

  func testSynchronousInnerSequencesKeepTheirOrder() {
    var received: [Event<String>] = []
    _ = Observable.of(1, 2, 3).concatMap { value in Observable.of("\(value)a", "\(value)b") }
      .subscribe { received.append($0) }
    XCTAssertEqual(received, ["1a", "1b", "2a", "2b", "3a", "3b"].map { .next($0) } + [.completed])
  }

  // MARK: - The next inner sequence starts one trampoline step later, as in RxSwift

  /// The waiting inner sequence is subscribed through the current thread's trampoline, after the work already
  /// queued on it, so a `flatMapLatest` below sees RxSwift's order (RxSwift 6.10.2: `6 6 0 4 6 6 0 4`).
  func testTheNextInnerSequenceIsSubscribedOnTheTrampoline() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start {
      Observable.of(0, 6).concatMap { value in Observable.of(value, value + 1) }
        .flatMapLatest { _ in Observable.of(6, 0, 4) }
    }
    XCTAssertEqual(observer.events, [6, 6, 0, 4, 6, 6, 0, 4].map { .next(200, $0) } + [.completed(200)])
  }

  /// `concat()` and `merge(maxConcurrent: 1)` are the same machinery: the same order (RxSwift 6.10.2 as above).
  func testConcatAndMergeMaxConcurrentOneStartTheNextInnerOnTheTrampoline() {
    let inners = Observable.of(0, 6).map { value in Observable.of(value, value + 1) }
    for (name, merged) in [("concat()", inners.concat()), ("merge(maxConcurrent: 1)", inners.merge(maxConcurrent: 1))] {
      let scheduler = TestScheduler(initialClock: 0)
      let observer = scheduler.start { merged.flatMapLatest { _ in Observable.of(6, 0, 4) } }
      XCTAssertEqual(
        observer.events, [6, 6, 0, 4, 6, 6, 0, 4].map { .next(200, $0) } + [.completed(200)], name)
    }
  }

  /// Beside another user of the trampoline, each inner sequence starts after the work queued before its
  /// predecessor completed (RxSwift 6.10.2: `7 10 8 11 9 20 21`, completed, all at 200).
  func testInnerSequencesInterleaveWithAnotherSynchronousSourceAsInRxSwift() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start {
      Observable.merge(
        Observable.of(1, 2).concatMap { value in Observable.of(value * 10, value * 10 + 1) }, Observable.of(7, 8, 9))
    }
    XCTAssertEqual(observer.events, [7, 10, 8, 11, 9, 20, 21].map { .next(200, $0) } + [.completed(200)])
  }

  /// A result that stops while the next inner sequence waits on the trampoline does not subscribe it (RxSwift
  /// 6.10.2: two inner subscriptions, `1 2`, completed).
  func testAResultStoppedBeforeTheTrampolineStepSubscribesNoMoreInnerSequences() {
    var subscribed = 0
    var received: [Event<Int>] = []
    _ = Observable.of(1, 2, 3)
      .concatMap { value in
        Observable.deferred {
          subscribed += 1
          return Observable.of(value)
        }
      }
      .take(2)
      .subscribe { received.append($0) }
    XCTAssertEqual(subscribed, 2)
    XCTAssertEqual(received, [.next(1), .next(2), .completed])
  }
}
