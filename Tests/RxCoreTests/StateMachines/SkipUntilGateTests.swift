import RxTesting
import XCTest

@testable import RxCore

/// The pure gate behind `skip(until:)`, tested transition by transition.
final class SkipUntilGateTests: RxTestCase {
  private typealias Gate = SkipUntilGate<Int>

  /// A readable form of an action: "next(1)", "completed", "error", "end", or "-" for nothing to do.
  private func describe(_ action: Gate.Action?) -> String {
    switch action {
    case nil: return "-"
    case .end?: return "end"
    case .forward(.next(let value))?: return "next(\(value))"
    case .forward(.completed)?: return "completed"
    case .forward(.error)?: return "error"
    }
  }

  func testElementsAreDroppedUntilTheGateOpens() {
    var gate = Gate()
    XCTAssertEqual(describe(gate.source(.next(1))), "-")
    gate.open()
    XCTAssertEqual(describe(gate.source(.next(2))), "next(2)")
    gate.open()
    XCTAssertEqual(describe(gate.source(.next(3))), "next(3)", "opening twice changes nothing")
    XCTAssertEqual(describe(gate.source(.completed)), "completed")
    XCTAssertEqual(describe(gate.source(.next(4))), "-", "nothing after the end")
  }

  func testACompletionWhileClosedEndsWithoutAnEvent() {
    var gate = Gate()
    XCTAssertEqual(describe(gate.source(.completed)), "end")
    gate.open()
    XCTAssertEqual(describe(gate.source(.next(1))), "-", "the gate does not reopen after the end")
    XCTAssertEqual(describe(gate.otherFailed(TestError(id: 1))), "-")
  }

  func testASourceErrorIsForwardedOpenOrClosed() {
    var closed = Gate()
    XCTAssertEqual(describe(closed.source(.error(TestError(id: 2)))), "error")
    var open = Gate()
    open.open()
    XCTAssertEqual(describe(open.source(.error(TestError(id: 3)))), "error")
    XCTAssertEqual(describe(open.source(.completed)), "-")
  }

  func testATriggerErrorIsForwardedOnce() {
    var gate = Gate()
    XCTAssertEqual(describe(gate.otherFailed(TestError(id: 4))), "error")
    XCTAssertEqual(describe(gate.otherFailed(TestError(id: 5))), "-")
    XCTAssertEqual(describe(gate.source(.completed)), "-")
  }
}
