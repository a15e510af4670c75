import RxCore
import RxTesting
import XCTest

private enum TakeTestError: Error {
  case boom
}

final class TakeTests: RxTestCase {
  private func makeSource(_ scheduler: TestScheduler) -> TestableObservable<Int> {
    scheduler.createHotObservable([
      .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300),
    ])
  }

  func testTakesTheFirstElementsThenCompletesAndUnsubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = makeSource(scheduler)

    let res = scheduler.start { xs.take(2) }

    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(220)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testTakeMoreThanAvailableCompletesWithTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = makeSource(scheduler)

    let res = scheduler.start { xs.take(10) }

    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testTakeZeroCompletesAtOnceWithoutSubscribing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = makeSource(scheduler)

    let res = scheduler.start { xs.take(0) }

    XCTAssertEqual(res.events, [.completed(200)])
    XCTAssertEqual(xs.subscriptions, [])
  }

  func testNegativeCountFailsWithArgumentOutOfRangeWithoutSubscribing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = makeSource(scheduler)

    let res = scheduler.start { xs.take(-1) }

    XCTAssertEqual(res.events, [.error(200, RxError.argumentOutOfRange)])
    XCTAssertEqual(xs.subscriptions, [])
  }

  func testForwardsTheSourceError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TakeTestError.boom)])

    let res = scheduler.start { xs.take(3) }

    XCTAssertEqual(res.events, [.next(210, 1), .error(220, TakeTestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testDisposalEndsTheSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = makeSource(scheduler)

    let res = scheduler.start(disposed: 215) { xs.take(3) }

    XCTAssertEqual(res.events, [.next(210, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 215)])
  }

  func testBoundsAnInfiniteSynchronousSource() {
    var received: [Int] = []
    var completed = false
    Observable.repeatElement(7).take(3)
      .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true }).dispose()

    XCTAssertEqual(received, [7, 7, 7])
    XCTAssertTrue(completed)
  }
}
