import Dispatch
import RxCore
import RxTesting
import XCTest

private struct FlatMapTestError: Error, Equatable {}

private let testError = FlatMapTestError()

/// RxSwift's flatMap scenario: two inner sequences emitted before the subscription (never subscribed), then five
/// cold inner sequences at 300, 400, 550, 750 and 850, then `end` (if any).
private struct Scenario {
  let outer: TestableObservable<TestableObservable<Int>>
  let early: [TestableObservable<Int>]
  let inners: [TestableObservable<Int>]

  init(
    _ scheduler: TestScheduler, end: Recorded<Event<TestableObservable<Int>>>?,
    firstInnerEnd: Recorded<Event<Int>> = .completed(460), secondInnerEnd: Recorded<Event<Int>>? = .completed(205)
  ) {
    early = [
      scheduler.createColdObservable([.error(1, testError)]), scheduler.createColdObservable([.error(1, testError)]),
    ]
    inners = [
      scheduler.createColdObservable([
        .next(10, 102), .next(90, 103), .next(110, 104), .next(190, 105), .next(440, 106), firstInnerEnd,
      ]),
      scheduler.createColdObservable([.next(180, 202), .next(190, 203)] + (secondInnerEnd.map { [$0] } ?? [])),
      scheduler.createColdObservable([
        .next(10, 301), .next(50, 302), .next(70, 303), .next(260, 304), .next(310, 305), .completed(410),
      ]),
      scheduler.createColdObservable([.completed(40)]),
      scheduler.createColdObservable([.next(80, 401), .next(90, 402), .completed(100)]),
    ]
    let times = [300, 400, 550, 750, 850]
    var events: [Recorded<Event<TestableObservable<Int>>>] = [.next(5, early[0]), .next(105, early[1])]
    events += zip(times, inners).map { Recorded.next($0, $1) }
    if let end { events.append(end) }
    outer = scheduler.createHotObservable(events)
  }
}

final class FlatMapTests: RxTestCase {
  private let allElements: [Recorded<Event<Int>>] = [
    .next(310, 102), .next(390, 103), .next(410, 104), .next(490, 105), .next(560, 301), .next(580, 202),
    .next(590, 203), .next(600, 302), .next(620, 303), .next(740, 106), .next(810, 304), .next(860, 305),
    .next(930, 401), .next(940, 402),
  ]

  func testMergesEveryInnerSequenceAndCompletesAfterTheLast() {
    let scheduler = TestScheduler(initialClock: 0)
    let scenario = Scenario(scheduler, end: .completed(900))

    let res = scheduler.start { scenario.outer.flatMap { $0 } }

    XCTAssertEqual(res.events, allElements + [.completed(960)])
    XCTAssertEqual(scenario.outer.subscriptions, [Subscription(200, 900)])
    XCTAssertEqual(scenario.early.map(\.subscriptions), [[], []])
    XCTAssertEqual(
      scenario.inners.map(\.subscriptions),
      [
        [Subscription(300, 760)], [Subscription(400, 605)], [Subscription(550, 960)], [Subscription(750, 790)],
        [Subscription(850, 950)],
      ])
  }

  func testDoesNotCompleteWhileTheOuterSequenceRuns() {
    let scheduler = TestScheduler(initialClock: 0)
    let scenario = Scenario(scheduler, end: nil)

    let res = scheduler.start { scenario.outer.flatMap { $0 } }

    XCTAssertEqual(res.events, allElements)
    XCTAssertEqual(scenario.outer.subscriptions, [Subscription(200, 1000)])
    XCTAssertEqual(scenario.inners[4].subscriptions, [Subscription(850, 950)])
  }

  func testDoesNotCompleteWhileAnInnerSequenceRuns() {
    let scheduler = TestScheduler(initialClock: 0)
    let scenario = Scenario(scheduler, end: .completed(900), secondInnerEnd: nil)

    let res = scheduler.start { scenario.outer.flatMap { $0 } }

    XCTAssertEqual(res.events, allElements)
    XCTAssertEqual(scenario.outer.subscriptions, [Subscription(200, 900)])
    XCTAssertEqual(scenario.inners[1].subscriptions, [Subscription(400, 1000)])
  }

  func testOuterErrorDisposesRunningInners() {
    let scheduler = TestScheduler(initialClock: 0)
    let scenario = Scenario(scheduler, end: .error(900, testError), secondInnerEnd: nil)

    let res = scheduler.start { scenario.outer.flatMap { $0 } }

    XCTAssertEqual(res.events, Array(allElements.prefix(12)) + [.error(900, testError)])
    XCTAssertEqual(scenario.outer.subscriptions, [Subscription(200, 900)])
    XCTAssertEqual(
      scenario.inners.map(\.subscriptions),
      [
        [Subscription(300, 760)], [Subscription(400, 900)], [Subscription(550, 900)], [Subscription(750, 790)],
        [Subscription(850, 900)],
      ])
  }

  func testInnerErrorDisposesOuterAndOtherInners() {
    let scheduler = TestScheduler(initialClock: 0)
    let scenario = Scenario(scheduler, end: .completed(900), firstInnerEnd: .error(460, testError))

    let res = scheduler.start { scenario.outer.flatMap { $0 } }

    XCTAssertEqual(res.events, Array(allElements.prefix(10)) + [.error(760, testError)])
    XCTAssertEqual(scenario.outer.subscriptions, [Subscription(200, 760)])
    XCTAssertEqual(
      scenario.inners.map(\.subscriptions),
      [[Subscription(300, 760)], [Subscription(400, 605)], [Subscription(550, 760)], [Subscription(750, 760)], []])
  }

  func testDisposalDisposesOuterAndInners() {
    let scheduler = TestScheduler(initialClock: 0)
    let scenario = Scenario(scheduler, end: .completed(900))

    let res = scheduler.start(disposed: 700) { scenario.outer.flatMap { $0 } }

    XCTAssertEqual(res.events, Array(allElements.prefix(9)))
    XCTAssertEqual(scenario.outer.subscriptions, [Subscription(200, 700)])
    XCTAssertEqual(
      scenario.inners.map(\.subscriptions),
      [[Subscription(300, 700)], [Subscription(400, 605)], [Subscription(550, 700)], [], []])
  }

  func testSelectorThrowingFailsTheResult() {
    let scheduler = TestScheduler(initialClock: 0)
    let scenario = Scenario(scheduler, end: .completed(900))
    var invoked = 0

    let res = scheduler.start {
      scenario.outer.flatMap { inner -> TestableObservable<Int> in
        invoked += 1
        if invoked == 3 { throw testError }
        return inner
      }
    }

    XCTAssertEqual(res.events, Array(allElements.prefix(4)) + [.error(550, testError)])
    XCTAssertEqual(scenario.outer.subscriptions, [Subscription(200, 550)])
    XCTAssertEqual(
      scenario.inners.map(\.subscriptions), [[Subscription(300, 550)], [Subscription(400, 550)], [], [], []])
    XCTAssertEqual(invoked, 3)
  }

  func testSelectorReceivesTheElements() {
    var received: [Event<String>] = []
    _ = Observable.of(1, 2, 3).flatMap { value in Observable.of("\(value)a", "\(value)b") }
      .subscribe { received.append($0) }
    XCTAssertEqual(
      received.compactMap(\.element).sorted(), ["1a", "1b", "2a", "2b", "3a", "3b"])
    XCTAssertEqual(received.last.map(\.isCompleted), true)
  }

  func testInnerSequencesOnSeveralThreadsAreDeliveredOneAtATimeWithoutLoss() {
    let threads = 4
    let perThread = 400
    let outer = PublishSubject<Int>()
    let inners = (0..<threads).map { _ in PublishSubject<Int>() }
    let recorder = ConcurrencyRecorder<Int>()
    let subscription = outer.flatMap { inners[$0] }.subscribe(recorder)
    for index in 0..<threads { outer.onNext(index) }
    outer.onCompleted()

    DispatchQueue.concurrentPerform(iterations: threads) { index in
      for value in 0..<perThread { inners[index].onNext(index * perThread + value) }
      inners[index].onCompleted()
    }
    subscription.dispose()

    let events = recorder.events
    let elements = events.compactMap(\.element)
    XCTAssertEqual(recorder.overlapCount, 0, "two events were delivered at the same time")
    XCTAssertEqual(elements.count, threads * perThread)
    XCTAssertTrue(elements.sorted() == Array(0..<(threads * perThread)), "an element was lost or duplicated")
    XCTAssertEqual(events.filter(\.isCompleted).count, 1)
    XCTAssertEqual(events.last.map(\.isCompleted), true)
  }

  func testOverlappingAndSynchronousInnerSequencesAreAllMergedAndDisposedOnTheirCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let inners = [
      scheduler.createColdObservable([.next(5, 11), .completed(30)]),
      scheduler.createColdObservable([.next(5, 21), .next(40, 22), .completed(50)]),
      scheduler.createColdObservable([.next(5, 31), .completed(20)]),
    ]
    let xs = scheduler.createHotObservable([
      .next(210, 0), .next(220, 1), .next(226, -5), .next(250, 2), .next(256, -6), .completed(260),
    ])

    let res = scheduler.start {
      xs.flatMap { index -> Observable<Int> in index < 0 ? .just(index) : inners[index].asObservable() }
    }

    XCTAssertEqual(
      res.events,
      [
        .next(215, 11), .next(225, 21), .next(226, -5), .next(255, 31), .next(256, -6), .next(260, 22),
        .completed(270),
      ])
    XCTAssertEqual(
      inners.map(\.subscriptions), [[Subscription(210, 240)], [Subscription(220, 270)], [Subscription(250, 270)]])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
  }
}
