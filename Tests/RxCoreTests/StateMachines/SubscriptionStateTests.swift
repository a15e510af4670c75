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
    XCTAssertEqual(first, 1)
    XCTAssertEqual(second, 2)
    XCTAssertFalse(state.isForwarding(1), "a replaced inner sequence is no longer forwarded")
    XCTAssertTrue(state.isForwarding(2))
    XCTAssertFalse(state.innerCompleted(1))
    XCTAssertFalse(state.innerFailed(1), "a replaced inner sequence's error is dropped")
  }

  func testSwitchCompletesWhenTheSourceAndTheLatestInnerHaveCompleted() {
    var state = SwitchState()
    let inner = state.switchToNewInner() ?? -1
    XCTAssertFalse(state.sourceCompleted(), "the latest inner sequence is still running")
    XCTAssertTrue(state.innerCompleted(inner))
    XCTAssertNil(state.switchToNewInner(), "nothing starts after the result completed")
    XCTAssertFalse(state.stop())
  }

  func testSwitchCompletesAtOnceWhenNoInnerIsRunning() {
    var state = SwitchState()
    let inner = state.switchToNewInner() ?? -1
    XCTAssertFalse(state.innerCompleted(inner))
    XCTAssertTrue(state.sourceCompleted())
  }

  func testSwitchDeliversTheLatestInnersErrorOnce() {
    var state = SwitchState()
    let inner = state.switchToNewInner() ?? -1
    XCTAssertTrue(state.innerFailed(inner))
    XCTAssertFalse(state.innerFailed(inner))
    XCTAssertFalse(state.sourceCompleted())
  }

  // MARK: - merge

  func testMergeWithALimitQueuesInnersAndStartsThemAsOthersComplete() {
    var state = MergeState<String>(policy: .limit(1))
    XCTAssertEqual(state.arrived("a"), "a")
    XCTAssertNil(state.arrived("b"), "the limit is reached: b waits")
    XCTAssertNil(state.arrived("c"))
    XCTAssertFalse(state.sourceCompleted())
    guard case .subscribe("b") = state.innerCompleted() else { return XCTFail("b should start after a") }
    guard case .subscribe("c") = state.innerCompleted() else { return XCTFail("c should start after b") }
    guard case .complete = state.innerCompleted() else { return XCTFail("all done: the result completes") }
    XCTAssertNil(state.arrived("d"))
  }

  func testMergeFirstOnlyReservesOnePlace() {
    var state = MergeState<String>(policy: .firstOnly)
    XCTAssertTrue(state.reserve())
    XCTAssertFalse(state.reserve(), "flatMapFirst drops elements while an inner sequence runs")
    guard case .none = state.innerCompleted() else { return XCTFail("the source is still running") }
    XCTAssertTrue(state.reserve())
  }

  // MARK: - SingleAssignmentDisposable

  func testSingleAssignmentKeepsTheFirstAndRefusesTheSecond() {
    var state = SingleAssignmentState()
    let first = BooleanDisposable()
    guard case .kept = state.assign(first) else { return XCTFail("the first assignment is kept") }
    guard case .assignedTwice = state.assign(BooleanDisposable()) else { return XCTFail("a second one is misuse") }
    XCTAssertTrue(state.dispose() as AnyObject? === first)
    XCTAssertNil(state.dispose(), "disposed once")
    XCTAssertTrue(state.isDisposed)
  }

  func testSingleAssignmentAfterDisposeDisposesAtOnce() {
    var state = SingleAssignmentState()
    XCTAssertNil(state.dispose())
    guard case .disposeNow = state.assign(BooleanDisposable()) else { return XCTFail("dispose the late content") }
  }
}
