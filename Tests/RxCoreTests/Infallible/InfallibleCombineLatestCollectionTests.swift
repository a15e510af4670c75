import RxCore
import RxTesting
import XCTest

/// `Infallible.combineLatest` of a collection (the fixed arities are tested with their generator).
final class InfallibleCombineLatestCollectionTests: RxTestCase {
  func testCombinesOnceEachHasEmittedThenOnEveryElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(400)])
    let ys = scheduler.createHotObservable([.next(220, 10), .next(240, 20), .completed(300)])
    let res = scheduler.start {
      Infallible.combineLatest([xs, ys].map { $0.asInfallible(onErrorJustReturn: 0) }) { $0.reduce(0, +) }
    }
    XCTAssertEqual(res.events, [.next(220, 11), .next(230, 13), .next(240, 23), .completed(400)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 300)])
  }

  func testArrayFormKeepsTheCollectionOrder() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(220, "a"), .next(240, "c")])
    let ys = scheduler.createHotObservable([.next(210, "b")])
    let res = scheduler.start {
      Infallible.combineLatest([xs.asInfallible(onErrorJustReturn: ""), ys.asInfallible(onErrorJustReturn: "")])
    }
    XCTAssertEqual(res.events, [.next(220, ["a", "b"]), .next(240, ["c", "b"])])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 1000)])
  }

  /// As in RxSwift's collection form: a sequence that completes empty does not end the result by itself; the
  /// next element of another one, which can never be combined, does.
  func testCompletesWhenAnElementCanNeverBeCombined() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .next(270, 3)])
    let ys = scheduler.createHotObservable([Recorded<Event<Int>>.completed(250)])
    let res = scheduler.start {
      Infallible.combineLatest([xs, ys].map { $0.asInfallible(onErrorJustReturn: 0) })
    }
    XCTAssertEqual(res.events, [.completed(260)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 260)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
  }

  func testAnErrorTurnedIntoAnElementByTheFallback() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(230, TestError(id: 1))])
    let ys = scheduler.createHotObservable([.next(220, 2)])
    let res = scheduler.start {
      Infallible.combineLatest([xs.asInfallible(onErrorJustReturn: -1), ys.asInfallible(onErrorJustReturn: -2)])
    }
    XCTAssertEqual(res.events, [.next(220, [1, 2]), .next(230, [-1, 2])])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(ys.subscriptions, [Subscription(200, 1000)])
  }

  func testEmptyCollectionEmitsTheSelectorOfNothingAndCompletes() {
    let none: [Infallible<Int>] = []
    XCTAssertEqual(
      TestScheduler(initialClock: 0).start { Infallible.combineLatest(none) { $0.count } }.events,
      [.next(200, 0), .completed(200)])
    XCTAssertEqual(
      TestScheduler(initialClock: 0).start { Infallible.combineLatest(none) }.events,
      [.next(200, []), .completed(200)])
  }
}
