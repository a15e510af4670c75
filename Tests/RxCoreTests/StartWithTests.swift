import RxCore
import RxTesting
import XCTest

private enum StartWithTestError: Error {
  case boom
}

final class StartWithTests: RxTestCase {
  func testEmitsThePrefixAtSubscriptionThenTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .completed(250)])

    let res = scheduler.start { xs.startWith(7, 8) }

    XCTAssertEqual(res.events, [.next(200, 7), .next(200, 8), .next(220, 2), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testForwardsTheSourceError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(220, 2), .error(230, StartWithTestError.boom)])

    let res = scheduler.start { xs.startWith(1) }

    XCTAssertEqual(res.events, [.next(200, 1), .next(220, 2), .error(230, StartWithTestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testDisposalEndsTheSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(220, 2), .next(260, 3), .completed(300)])

    let res = scheduler.start(disposed: 250) { xs.startWith(1) }

    XCTAssertEqual(res.events, [.next(200, 1), .next(220, 2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testNestedPrefixesComeOutermostFirst() {
    var received: [Int] = []
    Observable.of(5, 6).startWith(3, 4).startWith(1, 2)
      .subscribe(onNext: { received.append($0) }).dispose()

    XCTAssertEqual(received, [1, 2, 3, 4, 5, 6])
  }

  func testEmptyPrefixIsTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(220, 2), .completed(250)])

    let res = scheduler.start { xs.startWith() }

    XCTAssertEqual(res.events, [.next(220, 2), .completed(250)])
  }
}
