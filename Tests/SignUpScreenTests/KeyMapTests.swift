import TerminalUI
import XCTest

@testable import SignUpScreen

final class KeyMapTests: XCTestCase {
  private func action(_ event: InputEvent, on focus: FocusStop) -> ScreenAction? {
    KeyMap.action(for: event, focus: focus, form: Fixtures.form(.korean))
  }

  func testEscapeAndControlCCancelEverywhere() {
    for focus in FocusStop.allCases {
      XCTAssertEqual(action(.key(Key(.escape)), on: focus), .cancel)
      XCTAssertEqual(action(.key(.ctrl("c")), on: focus), .cancel)
    }
  }

  func testTabShiftTabUpAndDownMoveFocusEverywhere() {
    for focus in FocusStop.allCases {
      XCTAssertEqual(action(.key(Key(.tab)), on: focus), .moveFocus(.forward))
      XCTAssertEqual(action(.key(Key(.down)), on: focus), .moveFocus(.forward))
      XCTAssertEqual(action(.key(.shiftTab), on: focus), .moveFocus(.backward))
      XCTAssertEqual(action(.key(Key(.up)), on: focus), .moveFocus(.backward))
    }
  }

  func testTextFieldsTakeEditingAndEnterMovesOn() {
    XCTAssertEqual(action(.text("새싹"), on: .nickname), .edit(.nickname, .text("새싹")))
    XCTAssertEqual(action(.key(Key(.space)), on: .email), .edit(.email, .key(Key(.space))))
    XCTAssertEqual(action(.key(Key(.left)), on: .birthDate), .edit(.birthDate, .key(Key(.left))))
    let paste = InputEvent.paste(PasteEvent(text: "a@b.co", isTruncated: false, limit: 256))
    XCTAssertEqual(action(paste, on: .email), .edit(.email, paste))
    XCTAssertEqual(action(.key(Key(.enter)), on: .nickname), .moveFocus(.forward))
    XCTAssertNil(action(.unknown([0x1B, 0x5B, 0x39, 0x39, 0x7A]), on: .nickname))
  }

  func testGenderGroupArrowsAndSpace() {
    XCTAssertEqual(action(.key(Key(.left)), on: .gender), .gender(.navigate(.left)))
    XCTAssertEqual(action(.key(Key(.right)), on: .gender), .gender(.navigate(.right)))
    XCTAssertEqual(action(.key(Key(.home)), on: .gender), .gender(.navigate(.home)))
    XCTAssertEqual(action(.key(Key(.end)), on: .gender), .gender(.navigate(.end)))
    XCTAssertEqual(action(.key(Key(.space)), on: .gender), .gender(.activateFocused))
    XCTAssertEqual(action(.key(Key(.enter)), on: .gender), .gender(.activateFocused))
    XCTAssertNil(action(.text("m"), on: .gender))
    XCTAssertNil(action(.key(Key(.right, modifiers: .control)), on: .gender))
  }

  func testSpaceAndEnterPressTheSubmitButton() {
    XCTAssertEqual(action(.key(Key(.space)), on: .submit), .pressSubmit)
    XCTAssertEqual(action(.key(Key(.enter)), on: .submit), .pressSubmit)
    XCTAssertNil(action(.text("x"), on: .submit))
    XCTAssertNil(action(.key(Key(.left)), on: .submit))
  }
}
