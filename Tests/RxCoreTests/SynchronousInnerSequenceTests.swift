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

  /// As RxSwift 6.10.2 (built beside the project): an inner `map` over `just` is a producer there, whose subscribe
  /// runs on the current-thread trampoline, so the `of` that a subscriber subscribes while the inner element is
  /// delivered waits for the delivery to end, and `flatMapFirst` drops the second element meanwhile. RxSwift and
  /// RxCore: `300:0 300:7`; RxCore sent the inner's element off the trampoline before (`300:0 300:7 300:0 300:7`).
  func testAStageOverJustAsInnerSendsOnTheTrampolineSoWhatItsSubscriberSubscribesWaits() {
    for makeInner in [
      { (value: Int) in Observable.just(value).map { $0 } },
      { (value: Int) in Observable.just(value).filter { _ in true } },
    ] {
      let scheduler = TestScheduler(initialClock: 0)
      let source = scheduler.createHotObservable([.next(300, 3), .completed(400)])
      let subject = PublishSubject<Int>()
      let feed = source.flatMap(makeInner).do(onNext: { subject.onNext($0) }).filter { _ in false }
      let observer = scheduler.start {
        Observable.merge(Observable.merge(subject, subject).flatMapFirst { _ in Observable.of(0, 7) }, feed)
      }
      XCTAssertEqual(observer.events, [.next(300, 0), .next(300, 7)])
    }
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
