import RxCore
import RxTesting
import XCTest

private struct SwitchLatestTestError: Error, Equatable {}

private let testError = SwitchLatestTestError()

/// RxSwift's switchLatest scenario: three cold inner sequences emitted at 300, 400 and 500.
private struct Scenario {
  let inners: [TestableObservable<Int>]

  init(_ scheduler: TestScheduler, secondInnerEnd: Recorded<Event<Int>> = .completed(50)) {
    inners = [
      scheduler.createColdObservable([
        .next(10, 101), .next(20, 102), .next(110, 103), .next(120, 104), .next(210, 105), .next(220, 106),
        .completed(230),
      ]),
      scheduler.createColdObservable([.next(10, 201), .next(20, 202), .next(30, 203), .next(40, 204), secondInnerEnd]),
      scheduler.createColdObservable([
        .next(10, 301), .next(20, 302), .next(30, 303), .next(40, 304), .completed(150),
      ]),
    ]
  }

  func outer(_ scheduler: TestScheduler, end: Recorded<Event<TestableObservable<Int>>>)
    -> TestableObservable<TestableObservable<Int>>
  {
    scheduler.createHotObservable(zip([300, 400, 500], inners).map { Recorded.next($0, $1) } + [end])
  }
}

final class SwitchLatestTests: RxTestCase {
  private let firstTwoInnersElements: [Recorded<Event<Int>>] = [
    .next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202), .next(430, 203), .next(440, 204),
  ]

  func testForwardsOnlyTheLatestInnerAndCompletesAfterIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let scenario = Scenario(scheduler)
    let xs = scenario.outer(scheduler, end: .completed(600))

    let res = scheduler.start { xs.switchLatest() }

    XCTAssertEqual(
      res.events,
      firstTwoInnersElements + [.next(510, 301), .next(520, 302), .next(530, 303), .next(540, 304), .completed(650)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
    XCTAssertEqual(
      scenario.inners.map(\.subscriptions),
      [[Subscription(300, 400)], [Subscription(400, 450)], [Subscription(500, 650)]])
  }

  func testInnerErrorDisposesEverything() {
    let scheduler = TestScheduler(initialClock: 0)
    let scenario = Scenario(scheduler, secondInnerEnd: .error(50, testError))
    let xs = scenario.outer(scheduler, end: .completed(600))

    let res = scheduler.start { xs.switchLatest() }

    XCTAssertEqual(res.events, firstTwoInnersElements + [.error(450, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 450)])
    XCTAssertEqual(
      scenario.inners.map(\.subscriptions), [[Subscription(300, 400)], [Subscription(400, 450)], []])
  }

  func testOuterErrorDisposesTheLatestInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let scenario = Scenario(scheduler)
    let xs = scheduler.createHotObservable([
      .next(300, scenario.inners[0]), .next(400, scenario.inners[1]), .error(500, testError),
    ])

    let res = scheduler.start { xs.switchLatest() }

    XCTAssertEqual(res.events, firstTwoInnersElements + [.error(500, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
    XCTAssertEqual(scenario.inners.map(\.subscriptions), [[Subscription(300, 400)], [Subscription(400, 450)], []])
  }

  func testCompletesWithTheOuterWhenNoInnerRuns() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let xs = scheduler.createHotObservable([.next(300, ys), .completed(400)])

    let res = scheduler.start { xs.switchLatest() }

    XCTAssertEqual(res.events, [.next(310, 1), .completed(400)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    XCTAssertEqual(ys.subscriptions, [Subscription(300, 320)])
  }

  func testEventsOfReplacedInnerAreDropped() {
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    let outer = PublishSubject<Observable<Int>>()
    var received: [Event<Int>] = []
    let subscription = outer.switchLatest().subscribe { received.append($0) }

    outer.onNext(first.asObservable())
    first.onNext(1)
    outer.onNext(second.asObservable())
    first.onNext(2)
    first.onCompleted()
    second.onNext(3)
    outer.onCompleted()
    second.onCompleted()
    subscription.dispose()

    XCTAssertEqual(received, [.next(1), .next(3), .completed])
    XCTAssertFalse(first.hasObservers)
  }

  func testSynchronousInnerSequences() {
    var received: [Event<Int>] = []
    _ = Observable.of(Observable.of(1, 2), Observable.just(3)).switchLatest().subscribe { received.append($0) }
    XCTAssertEqual(received.last, .completed)
    XCTAssertEqual(received.compactMap(\.element).last, 3)
  }
}
