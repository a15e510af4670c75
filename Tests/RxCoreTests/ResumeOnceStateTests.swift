import RxTesting
import XCTest

@testable import RxCore

/// The pure state machine behind every `value` bridge: each input order hands the continuation out exactly once.
final class ResumeOnceStateTests: RxTestCase {
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

  func testCancellationBeforeInstallSubscribesThenCancels() {
    var state = State()
    XCTAssertNil(state.cancel(), "nothing is waiting yet")
    XCTAssertFalse(state.isFinished)
    guard case .subscribeThenCancel = state.install("continuation") else {
      return XCTFail("should subscribe, then cancel")
    }
    XCTAssertEqual(state.cancel(), "continuation", "no result during the subscription: cancelled")
    XCTAssertNil(state.complete())
    XCTAssertTrue(state.isFinished)
  }

  func testCancellationBeforeInstallKeepsAResultDeliveredWhileSubscribing() {
    var state = State()
    XCTAssertNil(state.cancel())
    guard case .subscribeThenCancel = state.install("continuation") else {
      return XCTFail("should subscribe, then cancel")
    }
    XCTAssertEqual(state.complete(), "continuation", "the result delivered during the subscription wins")
    XCTAssertNil(state.cancel(), "the cancellation after subscribing finds nothing to resume")
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
