import RxCore
import RxTesting
import XCTest

/// `asSingle()`, `asMaybe()` and `first()` on `Observable`, with the times of RxSwift's own tests.
final class ObservableToTraitTests: RxTestCase {
  private let laterError = TestError(id: 99)

  // MARK: - asSingle

  func testAsSingleOfEmptyFailsWithNoElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .completed(250), .error(260, laterError)])
    let res = scheduler.start { xs.asSingle() }
    XCTAssertEqual(res.events, [.error(250, RxError.noElements)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testAsSingleOfOneSucceedsOnCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(250), .error(260, laterError)])
    let res = scheduler.start { xs.asSingle() }
    XCTAssertEqual(res.events, [.next(250, 2), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testAsSingleOfManyFailsAtTheSecondElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(220, 3), .completed(250), .error(260, laterError),
    ])
    let res = scheduler.start { xs.asSingle() }
    XCTAssertEqual(res.events, [.error(220, RxError.moreThanOneElement)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testAsSingleForwardsTheError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .next(205, 2), .error(210, TestError(id: 1))])
    let res = scheduler.start { xs.asSingle() }
    XCTAssertEqual(res.events, [.error(210, TestError(id: 1))])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
  }

  func testAsSingleFailuresReachTheSubscriber() {
    var errors: [RxError] = []
    let record: (any Error) -> Void = { error in
      if let error = error as? RxError { errors.append(error) }
    }
    _ = Observable.of(1, 2).asSingle().subscribe(onFailure: record)
    _ = Observable<Int>.empty().asSingle().subscribe(onFailure: record)
    XCTAssertEqual(errors, [.moreThanOneElement, .noElements])
  }

  // MARK: - asMaybe

  func testAsMaybeOfEmptyCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .completed(250), .error(260, laterError)])
    let res = scheduler.start { xs.asMaybe() }
    XCTAssertEqual(res.events, [.completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testAsMaybeOfOneSucceedsOnCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(250), .error(260, laterError)])
    let res = scheduler.start { xs.asMaybe() }
    XCTAssertEqual(res.events, [.next(250, 2), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testAsMaybeOfManyFailsAtTheSecondElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(250)])
    let res = scheduler.start { xs.asMaybe() }
    XCTAssertEqual(res.events, [.error(220, RxError.moreThanOneElement)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testAsMaybeForwardsTheError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .error(210, TestError(id: 2))])
    let res = scheduler.start { xs.asMaybe() }
    XCTAssertEqual(res.events, [.error(210, TestError(id: 2))])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
  }

  // MARK: - first

  func testFirstOfEmptyIsNil() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .completed(250), .error(260, laterError)])
    let res = scheduler.start { xs.first().map { $0 ?? -1 } }
    XCTAssertEqual(res.events, [.next(250, -1), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testFirstTakesTheFirstElementAndDisposes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(250)])
    let res = scheduler.start { xs.first().map { $0 ?? -1 } }
    XCTAssertEqual(res.events, [.next(210, 2), .completed(210)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
  }

  func testFirstWithoutCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .next(160, 2), .next(280, 3), .next(250, 4), .next(300, 5)])
    let res = scheduler.start { xs.first().map { $0 ?? -1 } }
    XCTAssertEqual(res.events, [.next(250, 4), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testFirstForwardsTheError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .error(210, TestError(id: 3))])
    let res = scheduler.start { xs.first().map { $0 ?? -1 } }
    XCTAssertEqual(res.events, [.error(210, TestError(id: 3))])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
  }
}
