import RxCore
import RxTesting
import XCTest

private struct ConcatTestError: Error, Equatable {
  let code: Int
}

private let testError = ConcatTestError(code: 0)
private let otherError = ConcatTestError(code: 1)

final class ConcatTests: RxTestCase {
  func testSubscribesEachSourceWhenThePreviousOneCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs1 = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3), .completed(40)])
    let xs2 = scheduler.createColdObservable([.next(10, 4), .next(20, 5), .completed(30)])
    let xs3 = scheduler.createColdObservable([.next(10, 6), .next(20, 7), .next(30, 8), .next(40, 9), .completed(50)])

    let res = scheduler.start { Observable.concat([xs1, xs2, xs3].map { $0.asObservable() }) }

    XCTAssertEqual(
      res.events,
      [
        .next(210, 1), .next(220, 2), .next(230, 3), .next(250, 4), .next(260, 5), .next(280, 6), .next(290, 7),
        .next(300, 8), .next(310, 9), .completed(320),
      ])
    XCTAssertEqual(xs1.subscriptions, [Subscription(200, 240)])
    XCTAssertEqual(xs2.subscriptions, [Subscription(240, 270)])
    XCTAssertEqual(xs3.subscriptions, [Subscription(270, 320)])
  }

  func testEmptySourcesCompleteAfterTheLast() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs1 = scheduler.createHotObservable([.next(150, 1), .completed(230)])
    let xs2 = scheduler.createHotObservable([.next(150, 1), .completed(250)])

    let res = scheduler.start { Observable.concat([xs1.asObservable(), xs2.asObservable()]) }

    XCTAssertEqual(res.events, [.completed(250)])
    XCTAssertEqual(xs1.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(xs2.subscriptions, [Subscription(230, 250)])
  }

  func testNeverEndingSourceBlocksTheNextOne() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs1 = scheduler.createHotObservable([.next(150, 1)])
    let xs2 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(230)])

    let res = scheduler.start { Observable.concat(xs1.asObservable(), xs2.asObservable()) }

    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs1.subscriptions, [Subscription(200, 1000)])
    XCTAssertEqual(xs2.subscriptions, [])
  }

  func testSecondSourceNeverEnding() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs1 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(230)])
    let xs2 = scheduler.createHotObservable([.next(150, 1)])

    let res = scheduler.start { Observable.concat(xs1.asObservable(), xs2.asObservable()) }

    XCTAssertEqual(res.events, [.next(210, 2)])
    XCTAssertEqual(xs1.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(xs2.subscriptions, [Subscription(230, 1000)])
  }

  func testErrorStopsBeforeTheNextSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs1 = scheduler.createHotObservable([.next(150, 1), .error(230, testError)] as [Recorded<Event<Int>>])
    let xs2 = scheduler.createHotObservable([.next(150, 1), .error(250, otherError)] as [Recorded<Event<Int>>])

    let res = scheduler.start { Observable.concat([xs1.asObservable(), xs2.asObservable()]) }

    XCTAssertEqual(res.events, [.error(230, testError)])
    XCTAssertEqual(xs1.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(xs2.subscriptions, [])
  }

  func testErrorOfTheSecondSourceIsForwarded() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs1 = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .completed(230)])
    let xs2 = scheduler.createHotObservable([.next(150, 1), .error(250, otherError)] as [Recorded<Event<Int>>])

    let res = scheduler.start { Observable.concat([xs1.asObservable(), xs2.asObservable()]) }

    XCTAssertEqual(res.events, [.next(220, 2), .error(250, otherError)])
    XCTAssertEqual(xs1.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(xs2.subscriptions, [Subscription(230, 250)])
  }

  func testInstanceConcatAppendsTheSecondSequence() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs1 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(225)])
    let xs2 = scheduler.createHotObservable([.next(150, 1), .next(230, 4), .next(240, 5), .completed(250)])

    let res = scheduler.start { xs1.concat(xs2) }

    XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(250)])
    XCTAssertEqual(xs1.subscriptions, [Subscription(200, 225)])
    XCTAssertEqual(xs2.subscriptions, [Subscription(225, 250)])
  }

  func testSameSourceCanRepeat() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs1 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(230)])
    let xs2 = scheduler.createColdObservable([.next(50, 4), .next(60, 5), .next(70, 6), .completed(80)])
    let xs3 = scheduler.createHotObservable([
      .next(150, 1), .next(200, 2), .next(210, 3), .next(220, 4), .next(230, 5), .next(270, 6), .next(320, 7),
      .next(330, 8), .completed(340),
    ])

    let res = scheduler.start { Observable.concat([xs1, xs2, xs3, xs2].map { $0.asObservable() }) }

    XCTAssertEqual(
      res.events,
      [
        .next(210, 2), .next(220, 3), .next(280, 4), .next(290, 5), .next(300, 6), .next(320, 7), .next(330, 8),
        .next(390, 4), .next(400, 5), .next(410, 6), .completed(420),
      ])
    XCTAssertEqual(xs1.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(xs2.subscriptions, [Subscription(230, 310), Subscription(340, 420)])
    XCTAssertEqual(xs3.subscriptions, [Subscription(310, 340)])
  }

  func testDisposalDisposesTheCurrentSourceOnly() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs1 = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let xs2 = scheduler.createColdObservable([.next(10, 2), .next(100, 3), .completed(200)])
    let xs3 = scheduler.createColdObservable([.next(10, 4), .completed(20)])

    let res = scheduler.start(disposed: 300) {
      Observable.concat(xs1.asObservable(), xs2.asObservable(), xs3.asObservable())
    }

    XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2)])
    XCTAssertEqual(xs1.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(xs2.subscriptions, [Subscription(220, 300)])
    XCTAssertEqual(xs3.subscriptions, [])
  }

  func testEmptyCollectionCompletesAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable<Int>.concat([Observable<Int>]()) }
    XCTAssertEqual(res.events, [.completed(200)])
  }

  func testSequenceIsIteratedLazilyOneStepPerCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let sources = [
      scheduler.createColdObservable([.next(10, 1), .completed(20)]),
      scheduler.createColdObservable([.next(10, 2), .completed(20)]),
    ]
    var pulled = 0
    var pulledAt: [Int: Int] = [:]
    let sequence = AnySequence { () -> AnyIterator<Observable<Int>> in
      var index = 0
      return AnyIterator {
        pulled += 1
        defer { index += 1 }
        return index < sources.count ? sources[index].asObservable() : nil
      }
    }
    for time in [205, 225, 245] { scheduler.scheduleAt(time) { pulledAt[time] = pulled } }

    let res = scheduler.start { Observable.concat(sequence) }

    XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .completed(240)])
    XCTAssertEqual(pulledAt, [205: 1, 225: 2, 245: 3])
  }

  func testLongRunOfSynchronousSourcesDoesNotRecurse() {
    let count = 50_000
    var sum = 0
    var completed = false
    _ = Observable.concat(Array(repeating: Observable.just(1), count: count))
      .subscribe(onNext: { sum += $0 }, onCompleted: { completed = true })
    XCTAssertEqual(sum, count)
    XCTAssertTrue(completed)
  }

  func testConcatOfInnerSequencesRunsThemInOrder() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys1 = scheduler.createColdObservable([.next(10, 102), .next(50, 103), .completed(60)])
    let ys2 = scheduler.createColdObservable([.next(10, 202), .completed(20)])
    let xs = scheduler.createHotObservable([.next(300, ys1), .next(320, ys2), .completed(330)])

    let res = scheduler.start { xs.concat() }

    XCTAssertEqual(res.events, [.next(310, 102), .next(350, 103), .next(370, 202), .completed(380)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 330)])
    XCTAssertEqual(ys1.subscriptions, [Subscription(300, 360)])
    XCTAssertEqual(ys2.subscriptions, [Subscription(360, 380)])
  }

  func testConcatOfInnerSequencesForwardsErrors() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys1 = scheduler.createColdObservable([.next(10, 102), .error(20, testError)])
    let ys2 = scheduler.createColdObservable([.next(10, 202), .completed(20)])
    let xs = scheduler.createHotObservable([.next(300, ys1), .next(305, ys2), .completed(400)])

    let res = scheduler.start { xs.concat() }

    XCTAssertEqual(res.events, [.next(310, 102), .error(320, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 320)])
    XCTAssertEqual(ys1.subscriptions, [Subscription(300, 320)])
    XCTAssertEqual(ys2.subscriptions, [])
  }
}
