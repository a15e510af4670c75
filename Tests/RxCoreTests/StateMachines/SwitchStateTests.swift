import RxTesting
import XCTest

@testable import RxCore

/// `SwitchState`, the state machine of `switchLatest` and `flatMapLatest`, transition by transition.
final class SwitchStateTests: RxTestCase {
  func testStartsIdle() {
    XCTAssertEqual(SwitchState().phase, .idle)
  }

  func testEachNewInnerBecomesTheLatest() {
    var state = SwitchState()
    XCTAssertEqual(state.switchToNewInner()?.admission, .shared(id: 1))
    XCTAssertEqual(state.phase, .latest(.shared(id: 1), sourceCompleted: false))
    XCTAssertEqual(
      state.switchToNewInner()?.admission, .own(id: 2), "the replaced first one keeps the shared observer")
    XCTAssertEqual(state.phase, .latest(.own(id: 2), sourceCompleted: false))
  }

  func testOnlyTheLatestInnersElementsAreForwarded() {
    var state = SwitchState()
    XCTAssertFalse(state.forwardsElement(via: .shared), "idle")
    _ = state.switchToNewInner()
    XCTAssertTrue(state.forwardsElement(via: .shared))
    _ = state.switchToNewInner()
    XCTAssertFalse(state.forwardsElement(via: .shared), "the shared observer still belongs to the replaced one")
    XCTAssertTrue(state.forwardsElement(via: .own(2)))
    XCTAssertFalse(state.forwardsElement(via: .own(7)))
  }

  func testASwitchNamesTheReplacedInnerWhenItsSubscriptionIsKept() {
    var state = SwitchState()
    guard let first = state.switchToNewInner() else { return XCTFail("the first inner sequence starts") }
    XCTAssertNil(first.replaced)
    let subscription = BooleanDisposable()
    XCTAssertTrue(state.keep(subscription, for: first.admission))
    guard let second = state.switchToNewInner() else { return XCTFail("the source still runs") }
    XCTAssertEqual(second.replaced, first.admission, "the sink takes it and disposes it before subscribing")
    XCTAssertTrue(state.takeSubscription(of: first.admission).disposable as AnyObject? === subscription)
    XCTAssertTrue(state.takeSubscription(of: first.admission).isNone, "taken once")
    XCTAssertFalse(state.keep(BooleanDisposable(), for: first.admission), "a replaced one's is disposed at once")
    XCTAssertTrue(state.keep(BooleanDisposable(), for: second.admission))
    guard let third = state.switchToNewInner() else { return XCTFail("the source still runs") }
    XCTAssertEqual(third.replaced, second.admission)
  }

  func testASwitchWhileTheLatestIsStillBeingSubscribedNamesNothing() {
    var state = SwitchState()
    guard let first = state.switchToNewInner() else { return XCTFail("the first inner sequence starts") }
    XCTAssertNil(state.switchToNewInner()?.replaced, "its subscription is not kept yet")
    XCTAssertFalse(state.keep(BooleanDisposable(), for: first.admission), "then it is disposed at once")
  }

  func testTheLatestCompletingLeavesTheResultIdleUntilTheSourceCompletes() {
    var state = SwitchState()
    guard let inner = state.switchToNewInner() else { return XCTFail("the first inner sequence starts") }
    let completed = state.innerCompleted(via: inner.admission.channel)
    XCTAssertEqual(completed, .init(stopped: .init(inner.admission, isKept: false), completes: false))
    XCTAssertEqual(state.phase, .idle)
    XCTAssertFalse(state.keep(BooleanDisposable(), for: inner.admission), "a completed inner sequence is never kept")
    XCTAssertTrue(state.sourceCompleted(), "nothing runs: the result completes")
    XCTAssertEqual(state.phase, .stopped)
  }

  func testACompletedLatestsKeptSubscriptionIsTakenAfterwards() {
    var state = SwitchState()
    guard let inner = state.switchToNewInner() else { return XCTFail("the first inner sequence starts") }
    let subscription = BooleanDisposable()
    XCTAssertTrue(state.keep(subscription, for: inner.admission))
    XCTAssertEqual(state.innerCompleted(via: .shared).stopped, .init(inner.admission, isKept: true))
    XCTAssertTrue(state.takeSubscription(of: inner.admission).disposable as AnyObject? === subscription)
    XCTAssertEqual(state.switchToNewInner(), .init(admission: .shared(id: 2), replaced: nil))
  }

  func testTheSourceCompletingFirstLeavesTheResultToTheLatest() {
    var state = SwitchState()
    guard let inner = state.switchToNewInner() else { return XCTFail("the first inner sequence starts") }
    XCTAssertFalse(state.sourceCompleted())
    XCTAssertEqual(state.phase, .latest(inner.admission, sourceCompleted: true))
    XCTAssertTrue(state.innerCompleted(via: inner.admission.channel).completes)
    XCTAssertEqual(state.phase, .stopped)
    XCTAssertNil(state.switchToNewInner(), "nothing starts after the result completed")
  }

  func testAReplacedInnersStopEventsAreDroppedButFreeTheSharedObserver() {
    var state = SwitchState()
    _ = state.switchToNewInner()
    _ = state.switchToNewInner()
    let stray = state.innerCompleted(via: .shared)
    XCTAssertEqual(stray, .init(stopped: .init(.shared(id: 1), isKept: false), completes: false))
    XCTAssertEqual(state.phase, .latest(.own(id: 2), sourceCompleted: false), "2 still runs")
    XCTAssertFalse(state.innerFailed(via: .shared), "the shared observer is free: nobody sent that")
    XCTAssertEqual(state.switchToNewInner()?.admission, .shared(id: 3))
    XCTAssertFalse(state.innerFailed(via: .own(4)), "never admitted")
  }

  func testTheLatestInnersErrorStopsTheResultOnce() {
    var state = SwitchState()
    guard let inner = state.switchToNewInner() else { return XCTFail("the first inner sequence starts") }
    let subscription = BooleanDisposable()
    XCTAssertTrue(state.keep(subscription, for: inner.admission))
    XCTAssertTrue(state.innerFailed(via: .shared))
    XCTAssertEqual(state.phase, .stopped)
    XCTAssertFalse(state.sourceCompleted())
    XCTAssertFalse(state.stop())
    XCTAssertTrue(state.dispose().shared.disposable as AnyObject? === subscription, "disposed on disposal")
  }

  func testStopAndDisposal() {
    var state = SwitchState()
    guard let inner = state.switchToNewInner() else { return XCTFail("the first inner sequence starts") }
    let subscription = BooleanDisposable()
    XCTAssertTrue(state.keep(subscription, for: inner.admission))
    XCTAssertTrue(state.stop())
    XCTAssertFalse(state.keep(BooleanDisposable(), for: inner.admission), "nothing is kept after the stop")
    XCTAssertTrue(state.dispose().shared.disposable as AnyObject? === subscription)
    XCTAssertEqual(state.phase, .stopped)
    XCTAssertNil(state.switchToNewInner(), "nothing starts after disposal")
  }
}
