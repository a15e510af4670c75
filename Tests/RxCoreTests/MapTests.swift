import RxCore
import RxTesting
import XCTest

private enum MapTestError: Error {
  case boom
}

final class MapTests: RxTestCase {
  func testTransformsEveryElementAndCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(210, 0), .next(220, 1), .next(230, 2), .next(240, 4), .completed(300),
    ])

    let res = scheduler.start { xs.map { $0 * 2 } }

    XCTAssertEqual(res.events, [.next(210, 0), .next(220, 2), .next(230, 4), .next(240, 8), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testChangesTheElementType() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 22), .completed(230)])

    let res = scheduler.start { xs.map { "#\($0)" } }

    XCTAssertEqual(res.events, [.next(210, "#1"), .next(220, "#22"), .completed(230)])
  }

  func testForwardsTheSourceError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, MapTestError.boom), .next(230, 3)])

    let res = scheduler.start { xs.map { $0 + 1 } }

    XCTAssertEqual(res.events, [.next(210, 2), .error(220, MapTestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testDisposalEndsTheSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(300, 3), .completed(400)])

    let res = scheduler.start(disposed: 250) { xs.map { $0 * 10 } }

    XCTAssertEqual(res.events, [.next(210, 10), .next(220, 20)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testThrowingTransformSendsTheErrorAndUnsubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
    var calls = 0

    let res = scheduler.start {
      xs.map { value -> Int in
        calls += 1
        if value == 2 { throw MapTestError.boom }
        return value
      }
    }

    XCTAssertEqual(res.events, [.next(210, 1), .error(220, MapTestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(calls, 2)
  }

  func testSynchronousSource() {
    var received: [Int] = []
    var completed = false
    let subscription = Observable.of(1, 2, 3).map { $0 * 3 }
      .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
    subscription.dispose()

    XCTAssertEqual(received, [3, 6, 9])
    XCTAssertTrue(completed)
  }
}
