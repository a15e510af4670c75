import RxCore
import RxTesting
import XCTest

private struct WithLatestFromTestError: Error, Equatable {}

private let testError = WithLatestFromTestError()

final class WithLatestFromTests: RxTestCase {
  private func makeFirst(_ scheduler: TestScheduler, end: Recorded<Event<Int>>) -> TestableObservable<Int> {
    scheduler.createHotObservable([
      .next(90, 1), .next(180, 2), .next(250, 3), .next(260, 4), .next(310, 5), .next(340, 6), .next(410, 7),
      .next(420, 8), .next(470, 9), .next(550, 10), end,
    ])
  }

  func testCombinesWithLatestOfSecondAndIgnoresItsCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = makeFirst(scheduler, end: .completed(590))
    let ys = scheduler.createHotObservable([.next(255, "bar"), .next(330, "foo"), .next(350, "qux"), .completed(400)])

    let res = scheduler.start { xs.withLatestFrom(ys) { x, y in "\(x)\(y)" } }

    XCTAssertEqual(
      res.events,
      [
        .next(260, "4bar"), .next(310, "5bar"), .next(340, "6foo"), .next(410, "7qux"), .next(420, "8qux"),
        .next(470, "9qux"), .next(550, "10qux"), .completed(590),
      ])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 590)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 400)])
  }

  func testFirstCompletionDisposesSecond() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(90, 1), .next(180, 2), .next(250, 3), .next(260, 4), .next(310, 5), .next(340, 6), .completed(390),
    ])
    let ys = scheduler.createHotObservable([
      .next(245, "bar"), .next(330, "foo"), .next(350, "qux"), .next(370, "baz"), .completed(400),
    ])

    let res = scheduler.start { xs.withLatestFrom(ys) { x, y in "\(x)\(y)" } }

    XCTAssertEqual(
      res.events, [.next(250, "3bar"), .next(260, "4bar"), .next(310, "5bar"), .next(340, "6foo"), .completed(390)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 390)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 390)])
  }

  func testFirstErrorIsForwarded() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = makeFirst(scheduler, end: .error(590, testError))
    let ys = scheduler.createHotObservable([.next(255, "bar"), .next(330, "foo"), .next(350, "qux"), .completed(400)])

    let res = scheduler.start { xs.withLatestFrom(ys) { x, y in "\(x)\(y)" } }

    XCTAssertEqual(
      res.events,
      [
        .next(260, "4bar"), .next(310, "5bar"), .next(340, "6foo"), .next(410, "7qux"), .next(420, "8qux"),
        .next(470, "9qux"), .next(550, "10qux"), .error(590, testError),
      ])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 590)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 400)])
  }

  func testSecondErrorIsForwardedAndDisposesFirst() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(90, 1), .next(180, 2), .next(250, 3), .next(260, 4), .next(310, 5), .next(340, 6), .completed(390),
    ])
    let ys = scheduler.createHotObservable([
      .next(255, "bar"), .next(330, "foo"), .next(350, "qux"), .error(370, testError),
    ])

    let res = scheduler.start { xs.withLatestFrom(ys) { x, y in "\(x)\(y)" } }

    XCTAssertEqual(res.events, [.next(260, "4bar"), .next(310, "5bar"), .next(340, "6foo"), .error(370, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 370)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 370)])
  }

  func testResultSelectorThrowingFailsTheResult() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(90, 1), .next(180, 2), .next(250, 3), .next(260, 4), .next(310, 5), .next(340, 6), .completed(390),
    ])
    let ys = scheduler.createHotObservable([.next(255, "bar"), .next(330, "foo"), .next(350, "qux"), .completed(400)])

    let res = scheduler.start {
      xs.withLatestFrom(ys) { x, y throws -> String in
        if x == 5 { throw testError }
        return "\(x)\(y)"
      }
    }

    XCTAssertEqual(res.events, [.next(260, "4bar"), .error(310, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 310)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 310)])
  }

  func testDefaultOverloadEmitsSecondsElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = makeFirst(scheduler, end: .completed(590))
    let ys = scheduler.createHotObservable([.next(255, "bar"), .next(330, "foo"), .next(350, "qux"), .completed(400)])

    let res = scheduler.start { xs.withLatestFrom(ys) }

    XCTAssertEqual(
      res.events,
      [
        .next(260, "bar"), .next(310, "bar"), .next(340, "foo"), .next(410, "qux"), .next(420, "qux"),
        .next(470, "qux"), .next(550, "qux"), .completed(590),
      ])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 590)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 400)])
  }

  func testSecondWithImmediateValueIsUsedForFirstImmediateValue() {
    let first = BehaviorSubject(value: 3)
    let second = BehaviorSubject(value: 5)
    var received: [Event<String>] = []

    let subscription = first.withLatestFrom(second) { x, y in "\(x)\(y)" }.subscribe { received.append($0) }
    first.onNext(4)
    second.onNext(6)
    first.onNext(7)
    subscription.dispose()

    XCTAssertEqual(received, [.next("35"), .next("45"), .next("76")])
  }

  func testSubscribesSecondFirstAndDisposesFirstSourceFirst() {
    var log: [String] = []
    let first = Observable<Int>.create { _ in
      log.append("subscribe first")
      return Disposables.create { log.append("dispose first") }
    }
    let second = Observable<Int>.create { _ in
      log.append("subscribe second")
      return Disposables.create { log.append("dispose second") }
    }

    first.withLatestFrom(second).subscribe().dispose()

    XCTAssertEqual(log, ["subscribe second", "subscribe first", "dispose first", "dispose second"])
  }
}
