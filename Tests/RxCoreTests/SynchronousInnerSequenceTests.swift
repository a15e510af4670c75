import RxCore
import RxTesting
import XCTest

private struct InnerFailure: Error, Equatable {}

/// `flatMap` and `flatMapLatest` over inner sequences that send everything while they are subscribed (`just`,
/// `error`, `never`, and `map` and `filter` over them).
final class SynchronousInnerSequenceTests: RxTestCase {
  func testFlatMapToJustAndStagesOverItForwardsEveryElementAndCompletesAfterTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
    let observer = scheduler.start {
      source.flatMap { value in Observable.just(value).map { $0 * 10 }.filter { $0 != 20 } }
    }
    XCTAssertEqual(observer.events, [.next(210, 10), .next(230, 30), .completed(240)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 240)])
  }

  func testAnInnerNeverKeepsTheResultRunningAfterTheSourceCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let observer = scheduler.start {
      source.flatMap { value in value == 1 ? Observable.just(value) : Observable<Int>.never() }
    }
    XCTAssertEqual(observer.events, [.next(210, 1)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
  }

  func testAnInnerErrorEndsTheResultAndTheSourceSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
    let observer = scheduler.start {
      source.flatMapLatest { value in
        value == 2 ? Observable<Int>.error(InnerFailure()) : Observable.just(value)
      }
    }
    XCTAssertEqual(observer.events, [.next(210, 1), .error(220, InnerFailure())])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
  }

  func testAfterAnInnerNeverTakesTheSharedObserverLaterInnerSequencesStillForward() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
    let observer = scheduler.start {
      source.flatMap { value in value == 1 ? Observable<Int>.never() : Observable.just(value).map { $0 * 10 } }
    }
    XCTAssertEqual(observer.events, [.next(220, 20), .next(230, 30)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 240)])
  }

  func testFlatMapLatestSwitchesFromAnInnerNeverToJustAndCompletesWithTheSource() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let observer = scheduler.start {
      source.flatMapLatest { value in value == 1 ? Observable<Int>.never() : Observable.just(value) }
    }
    XCTAssertEqual(observer.events, [.next(220, 2), .completed(230)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
  }
}
