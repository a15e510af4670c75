import XCTest

@testable import RxCore

/// The pure state machine behind every `value` bridge: each input order hands the continuation out exactly once.
final class ResumeOnceStateTests: XCTestCase {
  private typealias State = ResumeOnceState<String>

  func testResultFirstThenCancellation() {
    var state = State()
    guard case .subscribe = state.install("continuation") else { return XCTFail("should subscribe") }
    XCTAssertEqual(state.complete(), "continuation")
    XCTAssertNil(state.cancel(), "a late cancellation finds nothing to resume")
    XCTAssertNil(state.complete(), "a second result finds nothing to resume")
    XCTAssertTrue(state.isFinished)
  }

  func testCancellationFirstThenResult() {
    var state = State()
    guard case .subscribe = state.install("continuation") else { return XCTFail("should subscribe") }
    XCTAssertEqual(state.cancel(), "continuation")
    XCTAssertNil(state.complete(), "a late result finds nothing to resume")
    XCTAssertNil(state.cancel())
    XCTAssertTrue(state.isFinished)
  }

  func testCancellationBeforeInstallResumesAtOnceWithoutSubscribing() {
    var state = State()
    XCTAssertNil(state.cancel(), "nothing is waiting yet")
    XCTAssertTrue(state.isFinished)
    guard case .resumeCancelled(let continuation) = state.install("continuation") else {
      return XCTFail("should not subscribe")
    }
    XCTAssertEqual(continuation, "continuation")
    XCTAssertNil(state.complete())
    XCTAssertNil(state.cancel())
  }

  func testResultBeforeInstallIsIgnored() {
    var state = State()
    XCTAssertNil(state.complete())
    XCTAssertFalse(state.isFinished)
    guard case .subscribe = state.install("continuation") else { return XCTFail("should subscribe") }
    XCTAssertEqual(state.complete(), "continuation")
  }

  func testSecondInstallIsResumedWithCancellationAndNeverWaits() {
    var state = State()
    _ = state.install("first")
    guard case .resumeCancelled(let second) = state.install("second") else { return XCTFail("must not wait") }
    XCTAssertEqual(second, "second")
    XCTAssertNil(state.complete(), "the first continuation is no longer reachable, so it cannot be resumed twice")
  }
}
