import RxTesting
import XCTest

@testable import RxCore

/// The pure state machine behind `SingleAssignmentDisposable`, tested transition by transition (`merge`'s and
/// `switchLatest`'s: `MergeStateTests`, `SwitchStateTests`).
final class SubscriptionStateTests: RxTestCase {
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
