import XCTest

@testable import Selection

/// `SelectionState`, the pure state `SelectionViewModel` folds commands into, tested command by command.
final class SelectionStateTests: XCTestCase {
  private func seedState() throws -> SelectionState<String> {
    SelectionState(group: try SelectionGroup(options: ["male", "female"], policy: .singleDeselectable()))
  }

  func testATapRecordsTheChangeAndTurnsTheOldButtonOffBeforeTheNewOneOn() throws {
    var state = try seedState()
    state.apply(.tap("male"))
    XCTAssertEqual(state.group.selection, ["male"])
    XCTAssertNotNil(state.change)
    state.apply(.tap("female"))
    XCTAssertEqual(state.group.selection, ["female"])
    XCTAssertEqual(state.buttonPhases, [[], ["female"]], "male turns off first, then female turns on")
    state.apply(.tap("female"))
    XCTAssertEqual(state.group.selection, [], "tapping the selected option clears it: none is legal")
  }

  func testEachCommandClearsWhatThePreviousOneRecorded() throws {
    var state = try seedState()
    state.apply(.tap("other"))
    XCTAssertNotNil(state.error, "an unknown option is a typed error, not a crash")
    XCTAssertNil(state.change)
    state.apply(.enterFocus)
    XCTAssertNil(state.error, "the next command starts clean")
    XCTAssertNotNil(state.focusChange)
    XCTAssertEqual(state.group.focusedOption, "male")
    state.apply(.activateFocused)
    XCTAssertEqual(state.group.selection, ["male"])
    XCTAssertNil(state.focusChange)
  }

  func testADisabledOptionIsRefusedWithAReason() throws {
    var state = try seedState()
    state.apply(.setEnabled("female", false))
    state.apply(.tap("female"))
    XCTAssertNotNil(state.refusal)
    XCTAssertNil(state.change)
    XCTAssertEqual(state.group.selection, [])
  }

  func testTheResultNamesWhatKindOfCommandRan() throws {
    var state = try seedState()
    XCTAssertEqual(state.result, .none, "nothing ran yet")
    state.apply(.tap("male"))
    guard case .selection(.changed(let change)) = state.result else {
      return XCTFail("a tap is a selection outcome: \(state.result)")
    }
    XCTAssertEqual(change.current, ["male"])
    state.apply(.navigate(.down))
    XCTAssertEqual(state.result, .none, "an arrow across a horizontal group stands for no move")
    state.apply(.enterFocus)
    guard case .focus(let outcome) = state.result else { return XCTFail("focus: \(state.result)") }
    XCTAssertEqual(outcome.focusChange?.current, "male")
    XCTAssertNil(state.change, "entering focus changes no selection")
    state.apply(.focus("nobody"))
    XCTAssertEqual(state.result, .failed(.unknownOption("nobody")))
    XCTAssertNil(state.focusChange)
  }
}
