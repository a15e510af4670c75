import RxCore
import RxTesting
import XCTest

private struct FlatMapLatestTestError: Error, Equatable {}

private let testError = FlatMapLatestTestError()

/// RxSwift's flatMapLatest scenario: the source emits 0, 1, 2 at 300, 400, 500; element `i` maps to inner `i`.
private func makeInners(_ scheduler: TestScheduler, secondInnerEnd: Recorded<Event<Int>> = .completed(50))
  -> [TestableObservable<Int>]
{
  [
    scheduler.createColdObservable([
      .next(10, 101), .next(20, 102), .next(110, 103), .next(120, 104), .next(210, 105), .next(220, 106),
      .completed(230),
    ]),
    scheduler.createColdObservable([.next(10, 201), .next(20, 202), .next(30, 203), .next(40, 204), secondInnerEnd]),
    scheduler.createColdObservable([.next(10, 301), .next(20, 302), .next(30, 303), .next(40, 304), .completed(150)]),
  ]
}

final class FlatMapLatestTests: RxTestCase {
  private let firstTwoInnersElements: [Recorded<Event<Int>>] = [
    .next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202), .next(430, 203), .next(440, 204),
  ]

  func testForwardsOnlyTheLatestInnerAndCompletesAfterIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let inners = makeInners(scheduler)
    let xs = scheduler.createHotObservable([.next(300, 0), .next(400, 1), .next(500, 2), .completed(600)])

    let res = scheduler.start { xs.flatMapLatest { inners[$0] } }

    XCTAssertEqual(
      res.events,
      firstTwoInnersElements + [.next(510, 301), .next(520, 302), .next(530, 303), .next(540, 304), .completed(650)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
    XCTAssertEqual(
      inners.map(\.subscriptions), [[Subscription(300, 400)], [Subscription(400, 450)], [Subscription(500, 650)]])
  }

  func testInnerErrorDisposesEverything() {
    let scheduler = TestScheduler(initialClock: 0)
    let inners = makeInners(scheduler, secondInnerEnd: .error(50, testError))
    let xs = scheduler.createHotObservable([.next(300, 0), .next(400, 1), .next(500, 2), .completed(600)])

    let res = scheduler.start { xs.flatMapLatest { inners[$0] } }

    XCTAssertEqual(res.events, firstTwoInnersElements + [.error(450, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 450)])
    XCTAssertEqual(inners.map(\.subscriptions), [[Subscription(300, 400)], [Subscription(400, 450)], []])
  }

  func testOuterErrorIsForwarded() {
    let scheduler = TestScheduler(initialClock: 0)
    let inners = makeInners(scheduler)
    let xs = scheduler.createHotObservable([.next(300, 0), .next(400, 1), .error(500, testError)])

    let res = scheduler.start { xs.flatMapLatest { inners[$0] } }

    XCTAssertEqual(res.events, firstTwoInnersElements + [.error(500, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
    XCTAssertEqual(inners.map(\.subscriptions), [[Subscription(300, 400)], [Subscription(400, 450)], []])
  }

  func testSelectorThrowingFailsTheResultAndDisposesTheRunningInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let inners = makeInners(scheduler)
    let xs = scheduler.createHotObservable([.next(300, 0), .next(400, 1)])

    let res = scheduler.start {
      xs.flatMapLatest { index throws -> TestableObservable<Int> in
        if index >= 1 { throw testError }
        return inners[index]
      }
    }

    XCTAssertEqual(res.events, [.next(310, 101), .next(320, 102), .error(400, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    XCTAssertEqual(inners.map(\.subscriptions), [[Subscription(300, 400)], [], []])
  }

  func testDisposalDisposesSourceAndLatestInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let inners = makeInners(scheduler)
    let xs = scheduler.createHotObservable([.next(300, 0), .next(400, 1), .next(500, 2), .completed(600)])

    let res = scheduler.start(disposed: 515) { xs.flatMapLatest { inners[$0] } }

    XCTAssertEqual(res.events, firstTwoInnersElements + [.next(510, 301)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 515)])
    XCTAssertEqual(
      inners.map(\.subscriptions), [[Subscription(300, 400)], [Subscription(400, 450)], [Subscription(500, 515)]])
  }

  func testSelectorRunsBeforeThePreviousInnerIsDisposed() {
    var log: [String] = []
    let outer = PublishSubject<Int>()
    func inner(_ index: Int) -> Observable<Int> {
      Observable.create { _ in
        log.append("subscribe \(index)")
        return Disposables.create { log.append("dispose \(index)") }
      }
    }
    let subscription = outer.flatMapLatest { index -> Observable<Int> in
      log.append("select \(index)")
      return inner(index)
    }
    .subscribe()

    outer.onNext(1)
    outer.onNext(2)
    subscription.dispose()

    XCTAssertEqual(log, ["select 1", "subscribe 1", "select 2", "dispose 1", "subscribe 2", "dispose 2"])
  }

  func testInnerSequencesThatFinishWhileSubscribedAlternateWithLongerOnes() {
    let scheduler = TestScheduler(initialClock: 0)
    let long = [
      scheduler.createColdObservable([.next(5, 11), .next(20, 12), .completed(30)]),
      scheduler.createColdObservable([.next(5, 21), .completed(10)]),
    ]
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, -1), .next(230, 2), .next(240, -2), .next(260, 3), .completed(300),
    ])

    let res = scheduler.start {
      xs.flatMapLatest { value -> Observable<Int> in value < 0 ? long[-value - 1].asObservable() : .just(value) }
    }

    XCTAssertEqual(
      res.events, [.next(210, 1), .next(225, 11), .next(230, 2), .next(245, 21), .next(260, 3), .completed(300)])
    XCTAssertEqual(long.map(\.subscriptions), [[Subscription(220, 230)], [Subscription(240, 250)]])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testASourceElementSentWhileAnInnerIsSubscribedReplacesIt() {
    var log: [String] = []
    let outer = PublishSubject<Int>()
    let subscription = outer.flatMapLatest { value -> Observable<Int> in
      guard value == 1 else { return .just(value * 100) }
      return Observable.create { observer in
        outer.onNext(2)
        observer.onNext(10)
        observer.onCompleted()
        return Disposables.create { log.append("dispose 1") }
      }
    }
    .subscribe(onNext: { log.append("\($0)") })

    outer.onNext(1)
    outer.onNext(3)
    subscription.dispose()

    XCTAssertEqual(log, ["200", "dispose 1", "300"], "the replaced first inner sequence's element is dropped")
  }
}
