import RxCore
import RxTesting
import XCTest

private struct InnerFailure: Error, Equatable {}

/// Inner sequences that send everything while subscribed (`just`, `empty`, `error`, `never`, and `map`, `filter`
/// and `compactMap` over them) are not subscribed by `flatMap` and `flatMapLatest`: their events go to the sink at
/// once. What a subscriber sees is what a subscription would give.
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

  func testWorkScheduledOnTheCurrentThreadDuringAnInnerElementRunsAfterTheInnerSequence() {
    let subject = PublishSubject<Int>()
    var log: [String] = []
    let subscription = subject.flatMap { Observable.just($0) }
      .subscribe(onNext: { value in
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
          log.append("scheduled after \(value)")
          return Disposables.create()
        }
        log.append("next \(value)")
      })
    subject.onNext(1)
    subject.onNext(2)
    subscription.dispose()
    XCTAssertEqual(log, ["next 1", "scheduled after 1", "next 2", "scheduled after 2"])
  }
}
