import XCTest

@testable import RxCore

/// The pure state machines behind `switchLatest`/`flatMapLatest`, `merge` and `SingleAssignmentDisposable`, tested
/// transition by transition.
final class SubscriptionStateTests: XCTestCase {
  // MARK: - switchLatest

  func testSwitchForwardsOnlyTheLatestInner() {
    var state = SwitchState()
    let first = state.switchToNewInner()
    let second = state.switchToNewInner()
    XCTAssertEqual(first?.id, 1)
    XCTAssertEqual(second?.id, 2)
    XCTAssertFalse(state.isForwarding(1), "a replaced inner sequence is no longer forwarded")
    XCTAssertTrue(state.isForwarding(2))
    XCTAssertFalse(state.innerElement(via: .shared), "the shared observer still belongs to the replaced first one")
    XCTAssertTrue(state.innerElement(via: .own(2)))
    XCTAssertFalse(state.innerCompleted(via: .shared).completes)
    XCTAssertFalse(state.innerFailed(via: .own(1)), "a replaced inner sequence's error is dropped")
  }

  func testSwitchCompletesWhenTheSourceAndTheLatestInnerHaveCompleted() {
    var state = SwitchState()
    guard let inner = state.switchToNewInner() else {
      return XCTFail("the first inner sequence starts")
    }
    XCTAssertFalse(state.sourceCompleted(), "the latest inner sequence is still running")
    XCTAssertTrue(state.innerCompleted(via: inner.channel).completes)
    XCTAssertNil(state.switchToNewInner(), "nothing starts after the result completed")
    XCTAssertFalse(state.stop())
  }

  func testSwitchCompletesAtOnceWhenNoInnerIsRunning() {
    var state = SwitchState()
    guard let inner = state.switchToNewInner() else {
      return XCTFail("the first inner sequence starts")
    }
    XCTAssertFalse(state.innerCompleted(via: inner.channel).completes)
    XCTAssertTrue(state.sourceCompleted())
  }

  func testSwitchDeliversTheLatestInnersErrorOnce() {
    var state = SwitchState()
    guard let inner = state.switchToNewInner() else {
      return XCTFail("the first inner sequence starts")
    }
    XCTAssertTrue(state.innerFailed(via: inner.channel))
    XCTAssertFalse(state.innerFailed(via: inner.channel))
    XCTAssertFalse(state.sourceCompleted())
  }

  func testSwitchHandsTheSharedObserverOnOnceItsInnerStopped() {
    var state = SwitchState()
    XCTAssertEqual(state.switchToNewInner()?.channel, .shared)
    XCTAssertFalse(state.innerCompleted(via: .shared).completes)
    XCTAssertEqual(
      state.switchToNewInner()?.channel, .shared,
      "a stopped inner sequence frees the shared observer")
    XCTAssertTrue(state.innerFailed(via: .shared))
    XCTAssertFalse(state.innerElement(via: .shared), "events through a freed shared observer are dropped")
  }

  func testSwitchGivesAnOwnObserverWhileTheSharedOneIsTaken() {
    var state = SwitchState()
    XCTAssertEqual(state.switchToNewInner()?.channel, .shared)
    XCTAssertEqual(
      state.switchToNewInner()?.channel, .own(2), "the replaced first one may still send")
    XCTAssertEqual(state.switchToNewInner()?.channel, .own(3))
    XCTAssertFalse(
      state.innerCompleted(via: .shared).completes, "the first one stops: the shared observer is free")
    XCTAssertEqual(state.switchToNewInner()?.channel, .shared)
    XCTAssertTrue(state.innerElement(via: .shared))
    XCTAssertFalse(state.innerElement(via: .own(3)))
  }

  func testSwitchKeepsTheLatestSubscriptionAndHandsItBackWhenReplaced() {
    var state = SwitchState()
    let first = BooleanDisposable()
    guard let inner = state.switchToNewInner() else {
      return XCTFail("the first inner sequence starts")
    }
    XCTAssertTrue(state.keep(first, of: inner.id))
    let second = state.switchToNewInner()
    XCTAssertEqual(second?.replaced, inner.id, "the sink takes the replaced subscription and disposes it")
    XCTAssertTrue(state.takeSubscription(of: inner.id).disposable as AnyObject? === first)
    XCTAssertTrue(state.takeSubscription(of: inner.id).isNone, "taken once")
    XCTAssertFalse(state.keep(BooleanDisposable(), of: inner.id), "a replaced inner sequence's is disposed at once")
    let latest = BooleanDisposable()
    XCTAssertTrue(state.keep(latest, of: second?.id ?? -1))
    XCTAssertTrue(state.dispose().disposable as AnyObject? === latest)
    XCTAssertNil(state.switchToNewInner(), "nothing starts after disposal")
  }

  func testSwitchDisposesAtOnceTheSubscriptionOfAnInnerThatFinishedWhileSubscribing() {
    var state = SwitchState()
    guard let inner = state.switchToNewInner() else {
      return XCTFail("the first inner sequence starts")
    }
    XCTAssertTrue(state.innerElement(via: inner.channel))
    XCTAssertNil(state.innerCompleted(via: inner.channel).finished, "subscribing has not returned yet")
    XCTAssertFalse(state.keep(BooleanDisposable(), of: inner.id), "nothing is kept for a finished inner sequence")
    XCTAssertNil(state.switchToNewInner()?.replaced)
  }

  func testSwitchReportsWhichInnerCompleted() {
    var state = SwitchState()
    guard let first = state.switchToNewInner() else { return XCTFail("the first one starts") }
    guard let second = state.switchToNewInner() else { return XCTFail("the source still runs") }
    XCTAssertEqual(state.innerCompleted(via: second.channel).completed, second.id, "its own observer names it")
    XCTAssertEqual(
      state.innerCompleted(via: first.channel).completed, first.id,
      "a replaced one is named through the shared observer")
    XCTAssertNil(state.innerCompleted(via: .shared).completed, "the shared observer is free: nobody sent that")
    XCTAssertFalse(state.keep(BooleanDisposable(), of: second.id), "a completed inner sequence is never kept")
  }

  func testSwitchNumbersInnersFromOne() {
    var state = SwitchState()
    XCTAssertEqual(state.switchToNewInner()?.id, 1, "0 stands for no completed inner sequence")
    XCTAssertEqual(state.switchToNewInner()?.id, 2)
  }

  func testSwitchHandsOutTheCompletedLatestSubscriptionOnlyToItsOwner() {
    var state = SwitchState()
    let first = BooleanDisposable()
    guard let inner = state.switchToNewInner() else {
      return XCTFail("the first inner sequence starts")
    }
    XCTAssertTrue(state.keep(first, of: inner.id))
    XCTAssertEqual(state.innerCompleted(via: inner.channel).finished, inner.id)
    guard let next = state.switchToNewInner() else { return XCTFail("the source still runs") }
    XCTAssertEqual(next.replaced, inner.id, "not taken yet: the switch takes it")
    let second = BooleanDisposable()
    XCTAssertTrue(state.keep(second, of: next.id))
    XCTAssertTrue(state.takeSubscription(of: inner.id).isNone, "the completed one's owner gets nothing of the next")
    XCTAssertTrue(state.dispose().disposable as AnyObject? === second)
  }

  // MARK: - merge

  func testMergeWithALimitQueuesInnersAndStartsThemAsOthersComplete() {
    var state = MergeState<String>(policy: .limit(1))
    XCTAssertEqual(state.arrived("a"), .shared(generation: 1))
    XCTAssertNil(state.arrived("b"), "the limit is reached: b waits")
    XCTAssertNil(state.arrived("c"))
    XCTAssertFalse(state.sourceCompleted())
    guard case .subscribe(let b) = state.innerCompleted(via: .shared).action, b.inner == "b" else {
      return XCTFail("b should start after a")
    }
    XCTAssertEqual(b.admission, .shared(generation: 2), "a's completion freed the shared observer")
    guard case .subscribe(let c) = state.innerCompleted(via: .shared).action, c.inner == "c" else {
      return XCTFail("c should start after b")
    }
    guard case .complete = state.innerCompleted(via: c.admission.channel).action else {
      return XCTFail("all done: the result completes")
    }
    XCTAssertNil(state.arrived("d"))
  }

  func testMergeFirstOnlyReservesOnePlace() {
    var state = MergeState<String>(policy: .firstOnly)
    XCTAssertNotNil(state.reserve())
    XCTAssertNil(state.reserve(), "flatMapFirst drops elements while an inner sequence runs")
    guard case .none = state.innerCompleted(via: .shared).action else { return XCTFail("the source is still running") }
    XCTAssertNotNil(state.reserve())
  }

  func testMergeGivesOverlappingInnersObserversOfTheirOwn() {
    var state = MergeState<String>(policy: .all)
    XCTAssertEqual(state.arrived("a"), .shared(generation: 1))
    guard case .own(let b)? = state.arrived("b"), case .own(let c)? = state.arrived("c") else {
      return XCTFail("the shared observer is taken by a")
    }
    XCTAssertNotEqual(b, c)
    let bSubscription = BooleanDisposable()
    XCTAssertTrue(state.keep(bSubscription, for: .own(key: b)))
    let cCompletion = state.innerCompleted(via: .own(c))
    guard case .none = cCompletion.action else { return XCTFail("a and b still run") }
    _ = state.takeSubscription(for: .own(key: c))
    XCTAssertFalse(state.keep(BooleanDisposable(), for: .own(key: c)), "c finished while subscribing")
    guard case .none = state.innerCompleted(via: .shared).action else { return XCTFail("b still runs") }
    XCTAssertEqual(state.arrived("d"), .shared(generation: 2), "a's completion freed the shared observer")
    let bCompletion = state.innerCompleted(via: .own(b))
    XCTAssertEqual(bCompletion.finished, .own(key: b))
    XCTAssertTrue(state.takeSubscription(for: .own(key: b)).disposable as AnyObject? === bSubscription)
    guard case .none = state.innerCompleted(via: .own(b)).action else { return XCTFail("b completes once") }
    XCTAssertFalse(state.sourceCompleted(), "d still runs")
    guard case .complete = state.innerCompleted(via: .shared).action else { return XCTFail("all done") }
  }

  func testMergeKeepsTheSharedSubscriptionOnlyForTheInnerHoldingIt() {
    var state = MergeState<String>(policy: .limit(2))
    XCTAssertEqual(state.arrived("a"), .shared(generation: 1))
    XCTAssertTrue(state.forwardsElement(via: .shared))
    guard case .none = state.innerCompleted(via: .shared).action else { return XCTFail("the source still runs") }
    XCTAssertFalse(state.forwardsElement(via: .shared), "events through a freed shared observer are dropped")
    XCTAssertFalse(state.innerFailed(via: .shared))
    XCTAssertEqual(state.arrived("b"), .shared(generation: 2))
    XCTAssertFalse(
      state.keep(BooleanDisposable(), for: .shared(generation: 1)), "a's subscription is not kept as b's")
    let bSubscription = BooleanDisposable()
    XCTAssertTrue(state.keep(bSubscription, for: .shared(generation: 2)))
    XCTAssertTrue(state.dispose().shared.disposable as AnyObject? === bSubscription)
    XCTAssertNil(state.arrived("c"), "nothing starts after disposal")
  }

  func testMergeHandsTheSharedObserverOutAgainOnlyOnceTheLastHoldersSubscriptionIsTaken() {
    var state = MergeState<String>(policy: .all)
    XCTAssertEqual(state.arrived("a"), .shared(generation: 1))
    let aSubscription = BooleanDisposable()
    XCTAssertTrue(state.keep(aSubscription, for: .shared(generation: 1)))
    XCTAssertEqual(state.innerCompleted(via: .shared).finished, .shared(generation: 1))
    guard case .own? = state.arrived("b") else { return XCTFail("a's subscription is still to be taken") }
    XCTAssertTrue(state.takeSubscription(for: .shared(generation: 1)).disposable as AnyObject? === aSubscription)
    XCTAssertEqual(state.arrived("c"), .shared(generation: 2))
  }

  // MARK: - SingleAssignmentDisposable

  func testSingleAssignmentKeepsTheFirstAndRefusesTheSecond() {
    var state = SingleAssignmentState()
    let first = BooleanDisposable()
    guard case .kept = state.assign(first) else { return XCTFail("the first assignment is kept") }
    guard case .assignedTwice = state.assign(BooleanDisposable()) else { return XCTFail("a second one is misuse") }
    XCTAssertTrue(state.dispose().disposable as AnyObject? === first)
    XCTAssertTrue(state.dispose().isNone, "disposed once")
    XCTAssertTrue(state.isDisposed)
  }

  func testSingleAssignmentAfterDisposeDisposesAtOnce() {
    var state = SingleAssignmentState()
    XCTAssertTrue(state.dispose().isNone)
    guard case .disposeNow = state.assign(BooleanDisposable()) else { return XCTFail("dispose the late content") }
  }
}
