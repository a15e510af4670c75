import RxTesting
import XCTest

@testable import RxCore

/// `MergeState`, the state machine of `merge`, `flatMap`, `flatMapFirst`, `concatMap` and `concat()`, transition by
/// transition.
final class MergeStateTests: RxTestCase {
  private func describe(_ completed: MergeState<String>.Completed) -> String {
    switch completed.action {
    case .none: "none"
    case .subscribe(let admitted): "subscribe \(admitted.inner) as \(admitted.admission)"
    case .complete: "complete"
    }
  }

  func testStartsActiveWithNothingRunning() {
    let state = MergeState<String>(policy: .all)
    XCTAssertEqual(state.phase, .active(running: 0))
    XCTAssertFalse(state.isStopped)
  }

  func testEveryArrivingInnerRunsWithoutALimit() {
    var state = MergeState<String>(policy: .all)
    XCTAssertEqual(state.arrived("a"), .shared(id: 1))
    XCTAssertEqual(state.arrived("b"), .own(id: 2), "a holds the shared observer")
    XCTAssertEqual(state.phase, .active(running: 2))
    XCTAssertEqual(describe(state.innerCompleted(via: .own(2))), "none")
    XCTAssertEqual(state.phase, .active(running: 1))
  }

  func testTheSourcesCompletionDrainsThenCompletesWithTheLastInner() {
    var state = MergeState<String>(policy: .all)
    _ = state.arrived("a")
    _ = state.arrived("b")
    XCTAssertFalse(state.sourceCompleted())
    XCTAssertEqual(state.phase, .draining(running: 2))
    XCTAssertEqual(describe(state.innerCompleted(via: .shared)), "none")
    XCTAssertEqual(state.phase, .draining(running: 1))
    let last = state.innerCompleted(via: .own(2))
    XCTAssertEqual(describe(last), "complete")
    XCTAssertEqual(last.stopped, .init(.own(id: 2), isKept: true), "the sink takes its place")
    XCTAssertEqual(state.phase, .stopped)
  }

  func testTheSourcesCompletionWithNothingRunningCompletesAtOnce() {
    var state = MergeState<String>(policy: .all)
    XCTAssertTrue(state.sourceCompleted())
    XCTAssertEqual(state.phase, .stopped)
    XCTAssertFalse(state.sourceCompleted(), "completes once")
    XCTAssertNil(state.arrived("a"), "nothing starts after the result stopped")
  }

  func testALimitQueuesInnersAndStartsThemInOrderAsOthersComplete() {
    var state = MergeState<String>(policy: .limit(1))
    XCTAssertEqual(state.arrived("a"), .shared(id: 1))
    XCTAssertNil(state.arrived("b"), "the limit is reached: b waits")
    XCTAssertNil(state.arrived("c"))
    XCTAssertFalse(state.sourceCompleted(), "a runs, b and c wait")
    XCTAssertEqual(state.phase, .draining(running: 1))
    XCTAssertEqual(
      describe(state.innerCompleted(via: .shared)), "subscribe b as shared(id: 2)",
      "a's completion freed the shared observer and its place")
    XCTAssertEqual(state.phase, .draining(running: 1), "b took a's place")
    XCTAssertEqual(describe(state.innerCompleted(via: .shared)), "subscribe c as shared(id: 3)")
    XCTAssertEqual(describe(state.innerCompleted(via: .shared)), "complete")
  }

  func testFirstOnlyReservesOnePlaceUntilItsInnerCompletes() {
    var state = MergeState<String>(policy: .firstOnly)
    XCTAssertEqual(state.reserve(), .shared(id: 1))
    XCTAssertEqual(state.phase, .active(running: 1))
    XCTAssertNil(state.reserve(), "flatMapFirst drops elements while an inner sequence runs")
    XCTAssertEqual(describe(state.innerCompleted(via: .shared)), "none")
    XCTAssertEqual(state.reserve(), .shared(id: 2))
    XCTAssertFalse(state.sourceCompleted())
    XCTAssertNil(state.reserve(), "a draining result starts nothing")
  }

  func testAnElementAfterTheSourcesCompletionIsStillMerged() {
    var state = MergeState<String>(policy: .all)
    _ = state.arrived("a")
    XCTAssertFalse(state.sourceCompleted())
    XCTAssertEqual(state.arrived("late"), .own(id: 2), "as in RxSwift, for a source that breaks the grammar")
    XCTAssertEqual(state.phase, .draining(running: 2))
  }

  func testElementsAreForwardedFromRunningInnersOnly() {
    var state = MergeState<String>(policy: .all)
    XCTAssertFalse(state.forwardsElement(via: .shared), "nobody holds the shared observer")
    _ = state.arrived("a")
    _ = state.arrived("b")
    XCTAssertTrue(state.forwardsElement(via: .shared))
    XCTAssertTrue(state.forwardsElement(via: .own(2)))
    _ = state.innerCompleted(via: .shared)
    XCTAssertFalse(state.forwardsElement(via: .shared), "a sent after its completion: dropped")
    XCTAssertTrue(state.stop())
    XCTAssertFalse(state.forwardsElement(via: .own(2)), "nothing is forwarded after the result stopped")
  }

  func testAnInnerFailureStopsTheResultOnce() {
    var state = MergeState<String>(policy: .all)
    _ = state.arrived("a")
    _ = state.arrived("b")
    XCTAssertTrue(state.innerFailed(via: .own(2)))
    XCTAssertEqual(state.phase, .stopped)
    XCTAssertFalse(state.innerFailed(via: .shared), "a second error is dropped")
    XCTAssertFalse(state.innerFailed(via: .shared), "a stray one too")
  }

  func testAFailedInnersSubscriptionIsLeftForDisposal() {
    var state = MergeState<String>(policy: .all)
    let a = state.arrived("a")
    let subscription = BooleanDisposable()
    XCTAssertEqual(a.map { state.keep(subscription, for: $0) }, true)
    XCTAssertTrue(state.innerFailed(via: .shared))
    XCTAssertTrue(state.dispose().subscriptions.shared.disposable as AnyObject? === subscription)
  }

  func testAKeptSubscriptionIsTakenAfterItsInnersCompletionEvenOnceStopped() {
    var state = MergeState<String>(policy: .all)
    let a = state.arrived("a")
    let subscription = BooleanDisposable()
    XCTAssertEqual(a.map { state.keep(subscription, for: $0) }, true)
    XCTAssertTrue(state.stop())
    XCTAssertFalse(state.stop(), "stops once")
    let completed = state.innerCompleted(via: .shared)
    XCTAssertEqual(describe(completed), "none")
    XCTAssertEqual(completed.stopped, .init(.shared(id: 1), isKept: true))
    XCTAssertTrue(state.takeSubscription(of: .shared(id: 1)).disposable as AnyObject? === subscription)
  }

  func testTheSharedObserverIsHandedOutAgainOnlyOnceItsLastHoldersSubscriptionIsTaken() {
    var state = MergeState<String>(policy: .all)
    let a = state.arrived("a")
    XCTAssertEqual(a.map { state.keep(BooleanDisposable(), for: $0) }, true)
    XCTAssertEqual(state.innerCompleted(via: .shared).stopped?.isKept, true)
    XCTAssertEqual(state.arrived("b"), .own(id: 2), "a's subscription is still to be taken")
    XCTAssertFalse(state.takeSubscription(of: .shared(id: 1)).isNone)
    XCTAssertEqual(state.arrived("c"), .shared(id: 3))
  }

  func testSubscriptionsAreKeptUntilTheResultStops() {
    var state = MergeState<String>(policy: .all)
    let a = state.arrived("a")
    let b = state.arrived("b")
    XCTAssertEqual(a.map { state.keep(BooleanDisposable(), for: $0) }, true)
    XCTAssertTrue(state.stop())
    XCTAssertEqual(b.map { state.keep(BooleanDisposable(), for: $0) }, false, "disposed at once after the stop")
  }

  func testDisposalStopsAndHandsOverEverythingLeft() {
    var log: [String] = []
    var state = MergeState<String>(policy: .limit(2))
    let a = state.arrived("a")
    let b = state.arrived("b")
    XCTAssertNil(state.arrived("c"))
    XCTAssertEqual(b.map { state.keep(Disposables.create { log.append("b") }, for: $0) }, true)
    XCTAssertEqual(a.map { state.keep(Disposables.create { log.append("a") }, for: $0) }, true)
    let leftovers = state.dispose()
    XCTAssertEqual(state.phase, .stopped)
    XCTAssertEqual(leftovers.waiting.items.compactMap { $0 }, ["c"], "released outside the lock")
    XCTAssertTrue(state.waiting.isEmpty)
    leftovers.dispose()
    XCTAssertEqual(log, ["a", "b"])
    XCTAssertNil(state.arrived("d"), "nothing starts after disposal")
  }
}
