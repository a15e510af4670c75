import RxCore
import RxTesting
import XCTest

/// `Observable.single()` and `single(_:)`, the operator (not the `Single` trait).
final class SingleElementTests: RxTestCase {
  func testTheOnlyElementIsEmittedAtOnceThenCompletesWithTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 7), .completed(250)])

    let res = scheduler.start { xs.single() }

    XCTAssertEqual(res.events, [.next(210, 7), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testAnEmptySourceFailsWithNoElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 0), .completed(250)])

    let res = scheduler.start { xs.single() }

    XCTAssertEqual(res.events, [.error(250, RxError.noElements)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testASecondElementFailsWithMoreThanOneElementAndUnsubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])

    let res = scheduler.start { xs.single() }

    XCTAssertEqual(res.events, [.next(210, 1), .error(220, RxError.moreThanOneElement)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testTheSourceErrorIsForwarded() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(id: 1))])

    let res = scheduler.start { xs.single() }

    XCTAssertEqual(res.events, [.next(210, 1), .error(220, TestError(id: 1))])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testANeverEndingSourceKeepsTheSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1)])

    let res = scheduler.start { xs.single() }

    XCTAssertEqual(res.events, [.next(210, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  func testThePredicateSelectsTheOnlyMatch() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 4), .next(230, 3), .completed(250)])

    let res = scheduler.start { xs.single { $0 % 2 == 0 } }

    XCTAssertEqual(res.events, [.next(220, 4), .completed(250)])
  }

  func testASecondMatchFailsAndNoMatchFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 4), .next(230, 6), .completed(250)])
    let ys = scheduler.createHotObservable([.next(210, 1), .next(220, 3), .completed(250)])
    let twice = scheduler.createObserver(Int.self)
    let never = scheduler.createObserver(Int.self)
    let bag = DisposeBag()

    scheduler.scheduleAt(200) {
      xs.single { $0 % 2 == 0 }.subscribe(twice).disposed(by: bag)
      ys.single { $0 % 2 == 0 }.subscribe(never).disposed(by: bag)
    }
    scheduler.start()

    XCTAssertEqual(twice.events, [.next(220, 4), .error(230, RxError.moreThanOneElement)])
    XCTAssertEqual(never.events, [.error(250, RxError.noElements)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testAThrowingPredicateFailsAndStopsAskingIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(250)])
    var asked: [Int] = []

    let res = scheduler.start {
      xs.single { value in
        asked.append(value)
        if value == 2 { throw TestError(id: 2) }
        return false
      }
    }

    XCTAssertEqual(res.events, [.error(220, TestError(id: 2))])
    XCTAssertEqual(asked, [1, 2])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }
}
