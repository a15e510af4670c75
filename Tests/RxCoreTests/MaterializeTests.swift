import RxCore
import RxTesting
import XCTest

private enum MaterializeTestError: Error {
  case boom
}

final class MaterializeTests: RxTestCase {
  func testTurnsElementsAndCompletionIntoElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(250)])

    let res = scheduler.start { xs.materialize() }

    XCTAssertEqual(
      res.events,
      [.next(210, .next(1)), .next(220, .next(2)), .next(250, .completed), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testTurnsTheErrorIntoAnElementAndCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(250, MaterializeTestError.boom)])

    let res = scheduler.start { xs.materialize() }

    XCTAssertEqual(
      res.events,
      [.next(210, .next(1)), .next(250, .error(MaterializeTestError.boom)), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testDisposalEndsTheSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])

    let res = scheduler.start(disposed: 250) { xs.materialize() }

    XCTAssertEqual(res.events, [.next(210, .next(1))])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }
}
