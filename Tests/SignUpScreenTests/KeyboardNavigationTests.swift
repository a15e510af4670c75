import RxTesting
import SignUp
import TerminalUI
import XCTest

@testable import SignUpScreen

final class KeyboardNavigationTests: RxTestCase {
  /// Sends keys the way the interactive loop does: key map, then binding.
  private func press(_ keys: [Key], on binding: SignUpScreenBinding) {
    for key in keys {
      if let action = KeyMap.action(for: .key(key), focus: binding.model.focus, form: Fixtures.form(.korean)) {
        binding.handle(action)
      }
    }
  }

  func testTabOrderAndTheGenderGroupAsOneStop() throws {
    let binding = try Fixtures.binding(.korean, in: self)
    XCTAssertEqual(binding.model.focus, .nickname)
    XCTAssertNil(binding.model.focusedGender)
    press([Key(.tab), Key(.tab)], on: binding)
    XCTAssertEqual(binding.model.focus, .birthDate)
    press([Key(.tab)], on: binding)
    XCTAssertEqual(binding.model.focus, .gender)
    XCTAssertEqual(binding.model.focusedGender, .male, "with nothing selected the tab stop is the first button")
    press([Key(.tab)], on: binding)
    XCTAssertEqual(binding.model.focus, .submit)
    XCTAssertNil(binding.model.focusedGender, "leaving the group clears its focus")
    press([Key(.tab)], on: binding)
    XCTAssertEqual(binding.model.focus, .nickname, "Tab wraps")
    press([.shiftTab], on: binding)
    XCTAssertEqual(binding.model.focus, .submit)
  }

  func testArrowsMoveBetweenTheGenderButtonsAndSpaceToggles() throws {
    let binding = try Fixtures.binding(.korean, in: self)
    press([Key(.tab), Key(.tab), Key(.tab)], on: binding)
    press([Key(.right)], on: binding)
    XCTAssertEqual(binding.model.focusedGender, .female)
    press([Key(.right)], on: binding)
    XCTAssertEqual(binding.model.focusedGender, .male, "focus wraps inside the group")
    press([Key(.left)], on: binding)
    XCTAssertEqual(binding.model.focusedGender, .female)
    XCTAssertFalse(binding.model.isSelected(.female), "moving focus does not select")
    press([Key(.space)], on: binding)
    XCTAssertTrue(binding.model.isSelected(.female))
    XCTAssertFalse(binding.model.isSelected(.male))
    press([Key(.tab), .shiftTab], on: binding)
    XCTAssertEqual(binding.model.focusedGender, .female, "the selected button is the group's tab stop")
    press([Key(.enter)], on: binding)
    XCTAssertFalse(binding.model.isSelected(.female), "Enter on the selected button clears it")
    press([Key(.home)], on: binding)
    XCTAssertEqual(binding.model.focusedGender, .male)
    press([Key(.end)], on: binding)
    XCTAssertEqual(binding.model.focusedGender, .female)
  }

  func testEnterInATextFieldMovesOnAndEnterOnSubmitSubmits() throws {
    let binding = try Fixtures.binding(.korean, in: self)
    for text in ["새싹", "sprout@example.com", "2000-01-31"] {
      let field = try XCTUnwrap(binding.model.focus.textField)
      binding.handle(.edit(field, .text(text)))
      press([Key(.enter)], on: binding)
    }
    XCTAssertEqual(binding.model.focus, .gender)
    XCTAssertTrue(binding.model.form.isSubmitEnabled)
    press([Key(.right), Key(.space), Key(.tab), Key(.enter)], on: binding)
    XCTAssertTrue(binding.waitForStore(limit: .seconds(30)))
    guard case .signedUp(let account) = binding.outcome else {
      return XCTFail("expected a submit, got \(String(describing: binding.outcome))")
    }
    XCTAssertEqual(String(decoding: try account.request.jsonData(), as: UTF8.self), Fixtures.seedJSON)
    XCTAssertEqual(account.id, 1, "the first account of a new store")
  }

  func testTheScreenDrawsTheViewModelsFocusAndKeepsNoneOfItsOwn() throws {
    let binding = try Fixtures.binding(.korean, in: self)
    binding.handle(.tap(.female))
    XCTAssertEqual(binding.model.form.focus, .gender(.female), "a tap focuses its button, in the view model")
    XCTAssertEqual(binding.model.focus, .gender)
    binding.handle(.replaceText(.nickname, "새싹"))
    binding.handle(.replaceText(.email, "nope"))
    binding.handle(.submit)
    XCTAssertEqual(
      binding.model.form.focus, .email, "the view model focuses the first bad field while the refusal is delivered")
    XCTAssertEqual(binding.model.notice, .checkFields([.email, .birthDate]))
    press([Key(.tab)], on: binding)
    XCTAssertEqual(binding.model.form.focus, .birthDate, "Tab goes on from where the view model put the focus")
  }

  func testEscapeCancels() throws {
    let binding = try Fixtures.binding(.korean, in: self)
    press([Key(.tab), Key(.escape)], on: binding)
    XCTAssertEqual(binding.outcome, .cancelled)
    press([Key(.tab)], on: binding)
    XCTAssertEqual(binding.model.focus, .email, "nothing happens after the screen ended")
  }
}
