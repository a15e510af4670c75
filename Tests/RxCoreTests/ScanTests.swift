import RxCore
import RxTesting
import XCTest

private enum ScanTestError: Error {
  case boom
}

final class ScanTests: RxTestCase {
  func testEmitsEveryIntermediateAccumulation() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .completed(250),
    ])

    let res = scheduler.start { xs.scan(0) { $0 + $1 } }

    XCTAssertEqual(res.events, [.next(210, 2), .next(220, 5), .next(230, 9), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testIntoAccumulatesInPlace() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(250)])

    let res = scheduler.start { xs.scan(into: [Int]()) { $0.append($1) }.map { $0.map(String.init).joined() } }

    XCTAssertEqual(res.events, [.next(210, "2"), .next(220, "23"), .completed(250)])
  }

  func testEverySubscriptionStartsFromTheSeed() {
    let sums = Observable.of(1, 2, 3).scan(into: [Int]()) { $0.append($1) }
    var first: [[Int]] = []
    var second: [[Int]] = []

    sums.subscribe(onNext: { first.append($0) }).dispose()
    sums.subscribe(onNext: { second.append($0) }).dispose()

    XCTAssertEqual(first, [[1], [1, 2], [1, 2, 3]])
    XCTAssertEqual(second, first)
  }

  func testForwardsTheSourceError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .error(220, ScanTestError.boom)])

    let res = scheduler.start { xs.scan(10) { $0 + $1 } }

    XCTAssertEqual(res.events, [.next(210, 12), .error(220, ScanTestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testDisposalEndsTheSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .next(260, 3), .completed(300)])

    let res = scheduler.start(disposed: 250) { xs.scan(0) { $0 + $1 } }

    XCTAssertEqual(res.events, [.next(210, 2)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testThrowingAccumulatorSendsTheErrorAndUnsubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .next(230, 4), .completed(300)])

    let res = scheduler.start {
      xs.scan(0) { sum, value in
        if value == 3 { throw ScanTestError.boom }
        return sum + value
      }
    }

    XCTAssertEqual(res.events, [.next(210, 2), .error(220, ScanTestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testThrowingIntoAccumulatorSendsTheErrorAndUnsubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 2), .next(220, 3), .completed(300)])

    let res = scheduler.start {
      xs.scan(into: 0) { sum, value in
        if value == 3 { throw ScanTestError.boom }
        sum += value
      }
    }

    XCTAssertEqual(res.events, [.next(210, 2), .error(220, ScanTestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }
}
