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
}
