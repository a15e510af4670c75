import TerminalUI
import XCTest

@testable import SignUpScreen

final class KeyMapTests: XCTestCase {
  private func action(_ event: InputEvent, on focus: FocusStop) -> ScreenAction? {
    KeyMap.action(for: event, focus: focus, form: Fixtures.form(.korean))
  }

  func testEscapeAndControlCCancelEverywhere() {
    for focus in FocusStop.allCases {
      XCTAssertEqual(action(.key(Key(.escape)), on: focus), .cancel(.escape))
      XCTAssertEqual(action(.key(.ctrl("c")), on: focus), .cancel(.interrupt))
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
    XCTAssertEqual(action(.text("m"), on: .gender), .typedOutsideField)
    XCTAssertNil(action(.key(Key(.right, modifiers: .control)), on: .gender))
  }

  func testSpaceAndEnterPressTheSubmitButton() {
    XCTAssertEqual(action(.key(Key(.space)), on: .submit), .pressSubmit)
    XCTAssertEqual(action(.key(Key(.enter)), on: .submit), .pressSubmit)
    XCTAssertEqual(action(.text("x"), on: .submit), .typedOutsideField)
    XCTAssertEqual(
      action(.paste(PasteEvent(text: "x", isTruncated: false, limit: 256)), on: .submit), .typedOutsideField)
    XCTAssertNil(action(.key(Key(.left)), on: .submit))
  }

  func testCtrlZSuspendsAndInvalidUTF8IsReported() {
    for focus in FocusStop.allCases {
      XCTAssertEqual(action(.key(.ctrl("z")), on: focus), .suspend)
      XCTAssertEqual(action(.invalidUTF8([0xFF]), on: focus), .invalidInput)
    }
  }

  func testWhileTooSmallOnlyCancelAndSuspendDoAnything() {
    let events: [InputEvent] = [
      .text("a"), .key(Key(.tab)), .key(Key(.space)), .key(Key(.enter)), .key(Key(.backspace)),
      .paste(PasteEvent(text: "x", isTruncated: false, limit: 256)), .invalidUTF8([0xFF]),
      .mouse(MouseEvent(button: .left, action: .press, column: 14, row: 15)),
      .mouse(MouseEvent(button: .left, action: .release, column: 14, row: 15)),
    ]
    for focus in FocusStop.allCases {
      for event in events {
        XCTAssertNil(KeyMap.action(for: event, focus: focus, form: nil), "\(event) on \(focus)")
      }
      XCTAssertEqual(KeyMap.action(for: .key(Key(.escape)), focus: focus, form: nil), .cancel(.escape))
      XCTAssertEqual(KeyMap.action(for: .key(.ctrl("c")), focus: focus, form: nil), .cancel(.interrupt))
      XCTAssertEqual(KeyMap.action(for: .key(.ctrl("z")), focus: focus, form: nil), .suspend)
    }
  }
}
