import RxCore
import RxTesting
import XCTest

private struct AmbTestError: Error, Equatable {}

private let testError = AmbTestError()

final class AmbTests: RxTestCase {
  func testTwoSilentSequencesStaySubscribed() {
    let scheduler = TestScheduler(initialClock: 0)
    let x1 = scheduler.createHotObservable([.next(150, 1)])
    let x2 = scheduler.createHotObservable([.next(150, 1)])

    let res = scheduler.start { x1.amb(x2) }

    XCTAssertEqual(res.events, [])
    XCTAssertEqual(x1.subscriptions, [Subscription(200, 1000)])
    XCTAssertEqual(x2.subscriptions, [Subscription(200, 1000)])
  }

  func testStaticAmbOfThreeSilentSequences() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = (0..<3).map { _ in scheduler.createHotObservable([.next(150, 1)]) }

    let res = scheduler.start { Observable.amb(xs.map { $0.asObservable() }) }

    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.map(\.subscriptions), Array(repeating: [Subscription(200, 1000)], count: 3))
  }

  func testCompletionDecidesTheWinner() {
    let scheduler = TestScheduler(initialClock: 0)
    let x1 = scheduler.createHotObservable([.next(150, 1)])
    let x2 = scheduler.createHotObservable([.next(150, 1), .completed(225)])

    let res = scheduler.start { x1.amb(x2) }

    XCTAssertEqual(res.events, [.completed(225)])
    XCTAssertEqual(x1.subscriptions, [Subscription(200, 225)])
    XCTAssertEqual(x2.subscriptions, [Subscription(200, 225)])
  }

  func testWinnerIsMirroredAndLoserDisposed() {
    let scheduler = TestScheduler(initialClock: 0)
    let x1 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(240)])
    let x2 = scheduler.createHotObservable([.next(150, 1), .next(220, 3), .completed(250)])

    let res = scheduler.start { x1.amb(x2) }

    XCTAssertEqual(res.events, [.next(210, 2), .completed(240)])
    XCTAssertEqual(x1.subscriptions, [Subscription(200, 240)])
    XCTAssertEqual(x2.subscriptions, [Subscription(200, 210)])
  }

  func testWinnerErrorIsForwarded() {
    let scheduler = TestScheduler(initialClock: 0)
    let x1 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .error(220, testError)])
    let x2 = scheduler.createHotObservable([.next(150, 1), .next(220, 3), .completed(250)])

    let res = scheduler.start { x1.amb(x2) }

    XCTAssertEqual(res.events, [.next(210, 2), .error(220, testError)])
    XCTAssertEqual(x1.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(x2.subscriptions, [Subscription(200, 210)])
  }

  func testLoserErrorIsIgnored() {
    let scheduler = TestScheduler(initialClock: 0)
    let x1 = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .error(230, testError)])
    let x2 = scheduler.createHotObservable([.next(150, 1), .next(210, 3), .completed(250)])

    let res = scheduler.start { x1.amb(x2) }

    XCTAssertEqual(res.events, [.next(210, 3), .completed(250)])
    XCTAssertEqual(x1.subscriptions, [Subscription(200, 210)])
    XCTAssertEqual(x2.subscriptions, [Subscription(200, 250)])
  }

  func testErrorBeforeAnyElementWinsForEitherSide() {
    for leftFails in [true, false] {
      let scheduler = TestScheduler(initialClock: 0)
      let failing = scheduler.createHotObservable([.next(150, 1), .error(210, testError)] as [Recorded<Event<Int>>])
      let other = scheduler.createHotObservable([.next(150, 1), .next(220, 3), .completed(250)])

      let res = scheduler.start { leftFails ? failing.amb(other) : other.amb(failing) }

      XCTAssertEqual(res.events, [.error(210, testError)])
      XCTAssertEqual(failing.subscriptions, [Subscription(200, 210)])
      XCTAssertEqual(other.subscriptions, [Subscription(200, 210)])
    }
  }

  func testStaticAmbPicksTheFirstToEmitAndDisposesTheOthers() {
    let scheduler = TestScheduler(initialClock: 0)
    let x1 = scheduler.createHotObservable([.next(150, 1), .next(230, 1), .completed(300)])
    let x2 = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .next(240, 22), .completed(260)])
    let x3 = scheduler.createHotObservable([.next(150, 1), .next(225, 3), .completed(300)])

    let res = scheduler.start { Observable.amb([x1, x2, x3].map { $0.asObservable() }) }

    XCTAssertEqual(res.events, [.next(220, 2), .next(240, 22), .completed(260)])
    XCTAssertEqual(x1.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(x2.subscriptions, [Subscription(200, 260)])
    XCTAssertEqual(x3.subscriptions, [Subscription(200, 220)])
  }

  func testEmptySequenceOfCompetitorsNeverEmits() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable<Int>.amb([Observable<Int>]()) }
    XCTAssertEqual(res.events, [])
  }

  func testSubscribesLeftFirstAndDisposesTheLoserBeforeForwarding() {
    var log: [String] = []
    let left = Observable<Int>.create { _ in
      log.append("subscribe left")
      return Disposables.create { log.append("dispose left") }
    }
    let right = Observable<Int>.create { observer in
      log.append("subscribe right")
      observer.onNext(7)
      return Disposables.create { log.append("dispose right") }
    }

    let subscription = left.amb(right).subscribe(onNext: { log.append("next \($0)") })
    subscription.dispose()

    XCTAssertEqual(log, ["subscribe left", "subscribe right", "dispose left", "next 7", "dispose right"])
  }
}
