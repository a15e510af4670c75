import RxCore
import RxTesting
import XCTest

private enum DistinctUntilChangedTestError: Error {
  case boom
}

private struct Person {
  let name: String
  let age: Int
}

final class DistinctUntilChangedTests: RxTestCase {
  func testDropsConsecutiveEqualElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(215, 3), .next(220, 3), .next(225, 2), .next(230, 2), .next(235, 1),
      .next(240, 1), .completed(250),
    ])

    let res = scheduler.start { xs.distinctUntilChanged() }

    XCTAssertEqual(res.events, [.next(210, 2), .next(215, 3), .next(225, 2), .next(235, 1), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testFirstElementIsAlwaysEmitted() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 5), .completed(250)])

    let res = scheduler.start { xs.distinctUntilChanged() }

    XCTAssertEqual(res.events, [.next(210, 5), .completed(250)])
  }

  func testForwardsTheSourceError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 1), .error(230, DistinctUntilChangedTestError.boom),
    ])

    let res = scheduler.start { xs.distinctUntilChanged() }

    XCTAssertEqual(res.events, [.next(210, 1), .error(230, DistinctUntilChangedTestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testDisposalEndsTheSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])

    let res = scheduler.start(disposed: 250) { xs.distinctUntilChanged() }

    XCTAssertEqual(res.events, [.next(210, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testKeySelectorComparesKeys() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, "a"), .next(220, "A"), .next(230, "b"), .next(240, "a"), .completed(250),
    ])

    let res = scheduler.start { xs.distinctUntilChanged { $0.lowercased() } }

    XCTAssertEqual(res.events, [.next(210, "a"), .next(230, "b"), .next(240, "a"), .completed(250)])
  }

  func testComparerComparesWithTheLastEmittedElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 5), .next(250, 6), .completed(300),
    ])

    let res = scheduler.start { xs.distinctUntilChanged { abs($0 - $1) <= 1 } }

    // 2 is "equal" to 1 and dropped; 3 is then compared with 1 (the last emitted), not with 2.
    XCTAssertEqual(res.events, [.next(210, 1), .next(230, 3), .next(240, 5), .completed(300)])
  }

  func testKeySelectorAndComparer() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, "one"), .next(220, "two"), .next(230, "three"), .next(240, "four"), .completed(300),
    ])

    let res = scheduler.start { xs.distinctUntilChanged({ $0.count }, comparer: { $0 == $1 }) }

    XCTAssertEqual(res.events, [.next(210, "one"), .next(230, "three"), .next(240, "four"), .completed(300)])
  }

  func testKeyPath() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(210, Person(name: "Ann", age: 30)), .next(220, Person(name: "Ann", age: 31)),
      .next(230, Person(name: "Bob", age: 31)), .completed(300),
    ])

    let res = scheduler.start { xs.distinctUntilChanged(at: \.name).map { "\($0.name) \($0.age)" } }

    XCTAssertEqual(res.events, [.next(210, "Ann 30"), .next(230, "Bob 31"), .completed(300)])
  }

  func testThrowingKeySelectorSendsTheErrorAndUnsubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])

    let res = scheduler.start {
      xs.distinctUntilChanged { value -> Int in
        if value == 2 { throw DistinctUntilChangedTestError.boom }
        return value
      }
    }

    XCTAssertEqual(res.events, [.next(210, 1), .error(220, DistinctUntilChangedTestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testThrowingComparerSendsTheErrorAndUnsubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
    var comparisons = 0

    let res = scheduler.start {
      xs.distinctUntilChanged { (_: Int, _: Int) -> Bool in
        comparisons += 1
        throw DistinctUntilChangedTestError.boom
      }
    }

    // The first element has nothing to be compared with, so the comparer first runs for the second one.
    XCTAssertEqual(res.events, [.next(210, 1), .error(220, DistinctUntilChangedTestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(comparisons, 1)
  }
}
