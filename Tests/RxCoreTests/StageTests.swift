import RxCore
import RxTesting
import XCTest

/// `map`, `filter` and `compactMap` over sources that send everything while they are subscribed (`just`, `empty`,
/// `error`, `never`): the events go straight through, and behave as through a sink.
final class StageTests: RxTestCase {
  private struct Failure: Error, Equatable {}

  private func events<Element>(_ observable: Observable<Element>) -> [Event<Element>] {
    var events: [Event<Element>] = []
    observable.subscribe { events.append($0) }.dispose()
    return events
  }

  func testJustThroughEveryKindOfStage() {
    let chain = Observable.just(2).map { $0 * 10 }.filter { $0 > 5 }.compactMap { $0 == 20 ? "twenty" : nil }
    XCTAssertEqual(events(chain), [.next("twenty"), .completed])
  }

  func testADroppedElementLeavesOnlyTheCompletion() {
    XCTAssertEqual(events(Observable.just(1).filter { $0 > 1 }), [.completed])
    XCTAssertEqual(events(Observable.just("x").compactMap { Int($0) }), [.completed])
  }

  func testAThrownErrorEndsTheSequenceWithoutTheCompletion() {
    var later = 0
    let chain = Observable.just(1).map { _ -> Int in throw Failure() }.map { value -> Int in
      later += 1
      return value
    }
    XCTAssertEqual(events(chain), [.error(Failure())])
    XCTAssertEqual(later, 0, "no stage after the failing one runs")
    XCTAssertEqual(events(Observable.just(1).filter { _ in throw Failure() }), [.error(Failure())])
  }

  func testStopSourcesPassThrough() {
    XCTAssertEqual(events(Observable<Int>.empty().map { $0 + 1 }), [.completed])
    XCTAssertEqual(events(Observable<Int>.error(Failure()).filter { _ in true }), [.error(Failure())])
    XCTAssertEqual(events(Observable<Int>.never().map { $0 + 1 }), [])
  }

  func testEachSubscriptionRunsTheStagesAgain() {
    var calls = 0
    let chain = Observable.just(1).map { value -> Int in
      calls += 1
      return value
    }
    XCTAssertEqual(events(chain), [.next(1), .completed])
    XCTAssertEqual(events(chain), [.next(1), .completed])
    XCTAssertEqual(calls, 2)
  }

  func testAStageOverJustFeedsOtherOperatorsAsJustDoes() {
    var disposed = 0
    let chain = Observable.just(3).map { $0 + 1 }.do(onDispose: { disposed += 1 }).scan(0, accumulator: +).take(1)
    XCTAssertEqual(events(chain), [.next(4), .completed])
    XCTAssertEqual(disposed, 1)
    let merged = Observable.merge(Observable.just(1).map { $0 * 2 }, Observable.just(2).filter { _ in true })
    XCTAssertEqual(events(merged), [.next(2), .next(2), .completed])
    let flattened = Observable.of(1, 2).flatMap { Observable.just($0).map { $0 * 100 } }
    XCTAssertEqual(events(flattened), [.next(100), .next(200), .completed])
  }

  func testSubscribingInsideAStageWaitsForTheTrampolineAsThroughASink() {
    // A sequence subscribed from inside a stage's closure is scheduled on the current-thread trampoline, which the
    // outer subscription started: its elements come after the outer sequence's own events.
    var order: [String] = []
    let chain = Observable.just(1).map { value -> Int in
      _ = Observable.of("inner").subscribe(onNext: { order.append($0) })
      return value
    }
    chain.subscribe(onNext: { _ in order.append("outer") }, onCompleted: { order.append("completed") }).dispose()
    XCTAssertEqual(order, ["outer", "completed", "inner"])
  }

  func testAStageOverASubjectKeepsItsSinkBehaviour() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
    let observer = scheduler.start { source.asObservable().map { $0 * 2 }.filter { $0 != 4 } }
    XCTAssertEqual(observer.events, [.next(210, 2), .next(230, 6), .completed(240)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 240)])
  }
}
