import RxTesting
import SignUp
import TerminalUI
import XCTest

@testable import SignUpScreen

final class PointerTests: RxTestCase {
  private func mouse(_ action: MouseAction, column: Int, row: Int, button: MouseButton = .left) -> InputEvent {
    .mouse(MouseEvent(button: button, action: action, column: column, row: row))
  }

  func testHitTestingTheLaidOutScreen() throws {
    let form = try XCTUnwrap(Fixtures.form(.korean))
    func target(_ column: Int, _ row: Int) -> PointerTarget? {
      SignUpScreenLayout.pointerTarget(in: form, column: column, row: row)
    }
    XCTAssertEqual(target(15, 3), .field(.nickname, offset: 3, width: 54))
    XCTAssertEqual(target(12, 9), .field(.birthDate, offset: 0, width: 54))
    XCTAssertEqual(target(3, 6), .label(.email))
    XCTAssertEqual(target(20, 5), .label(.nickname), "a field's message focuses the field")
    XCTAssertEqual(target(12, 12), .option(.male))
    XCTAssertEqual(target(19, 12), .option(.male))
    XCTAssertNil(target(20, 12), "the gap between the buttons")
    XCTAssertEqual(target(22, 12), .option(.female))
    XCTAssertEqual(target(17, 15), .submit)
    XCTAssertNil(target(3, 1), "the title")
    XCTAssertNil(target(70, 3), "right of the form")
  }

  func testMouseEventsBecomePressAndRelease() {
    let form = Fixtures.form(.korean)
    XCTAssertEqual(
      KeyMap.action(for: mouse(.press, column: 23, row: 12), focus: .nickname, form: form),
      .pointerDown(.option(.female)))
    XCTAssertEqual(
      KeyMap.action(for: mouse(.release, column: 23, row: 12), focus: .gender, form: form),
      .pointerUp(.option(.female)))
    XCTAssertEqual(KeyMap.action(for: mouse(.release, column: 0, row: 0), focus: .gender, form: form), .pointerUp(nil))
    XCTAssertNil(KeyMap.action(for: mouse(.press, column: 0, row: 0), focus: .gender, form: form))
    XCTAssertNil(KeyMap.action(for: mouse(.press, column: 23, row: 12, button: .right), focus: .gender, form: form))
    XCTAssertNil(KeyMap.action(for: mouse(.press, column: 23, row: 12, button: .wheelUp), focus: .gender, form: form))
    XCTAssertNil(KeyMap.action(for: mouse(.press, column: 23, row: 12), focus: .gender, form: nil), "too small")
  }

  func testClicksThroughTheViewModel() throws {
    let binding = try Fixtures.binding(.korean, in: self)
    let form = Fixtures.form(.korean)
    func send(_ event: InputEvent) {
      if let action = KeyMap.action(for: event, focus: binding.model.focus, form: form) { binding.handle(action) }
    }
    send(mouse(.press, column: 23, row: 12))
    XCTAssertEqual(binding.model.pressed, .option(.female))
    XCTAssertFalse(binding.model.isSelected(.female), "a tap happens on release")
    XCTAssertEqual(binding.model.focus, .gender)
    XCTAssertEqual(binding.model.focusedGender, .female)
    send(mouse(.release, column: 23, row: 12))
    XCTAssertTrue(binding.model.isSelected(.female))
    XCTAssertNil(binding.model.pressed)

    send(mouse(.press, column: 12, row: 12))
    send(mouse(.release, column: 40, row: 20))
    XCTAssertFalse(binding.model.isSelected(.male), "released outside: no tap")
    XCTAssertTrue(binding.model.isSelected(.female))

    send(mouse(.press, column: 14, row: 15))
    send(mouse(.release, column: 14, row: 15))
    XCTAssertEqual(binding.model.notice, .checkFields([.nickname, .email, .birthDate]), "an empty form is refused")
    XCTAssertEqual(binding.model.focus, .nickname, "focus goes to the first field with a problem")
    XCTAssertNil(binding.outcome)
  }

  func testClickingAFieldPlacesTheCursorOnKoreanText() {
    var model = SignUpScreenModel(language: .korean)
    _ = model.handle(.edit(.nickname, .text("새싹ab")))
    _ = model.handle(.moveFocus(.forward))
    let expectations = [(0, 0), (1, 0), (2, 1), (3, 1), (4, 2), (5, 3), (6, 4), (50, 4)]
    for (offset, cursor) in expectations {
      _ = model.handle(.pointerDown(.field(.nickname, offset: offset, width: 54)))
      XCTAssertEqual(model.texts.nickname.cursor, cursor, "offset \(offset)")
      XCTAssertEqual(model.focus, .nickname)
    }
  }
}
