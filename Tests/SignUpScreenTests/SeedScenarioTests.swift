import RxTesting
import SignUp
import SignUpProgram
import TerminalUI
import XCTest

@testable import SignUpScreen

/// The seed's scenario on the screen: tap 남자, tap 남자 again (none), tap 여자; the screen model comes from the
/// view model's outputs.
final class SeedScenarioTests: RxTestCase {
  private struct GenderButtons: Equatable {
    var male: Bool
    var female: Bool
    var focused: Gender?
  }

  private func buttons(_ model: SignUpScreenModel) -> GenderButtons {
    GenderButtons(male: model.isSelected(.male), female: model.isSelected(.female), focused: model.focusedGender)
  }

  func testTapMaleTapMaleAgainTapFemale() throws {
    let binding = try Fixtures.binding(.korean, in: self)
    XCTAssertEqual(buttons(binding.model), GenderButtons(male: false, female: false, focused: nil))

    binding.handle(.tap(.male))
    XCTAssertEqual(buttons(binding.model), GenderButtons(male: true, female: false, focused: .male))
    XCTAssertEqual(
      Fixtures.line(containing: "성별", in: Fixtures.screenText(binding.model)), "  성별      [● 남자]   ○ 여자")

    binding.handle(.tap(.male))
    XCTAssertEqual(buttons(binding.model), GenderButtons(male: false, female: false, focused: .male))
    XCTAssertEqual(
      Fixtures.line(containing: "성별", in: Fixtures.screenText(binding.model)), "  성별      [○ 남자]   ○ 여자")

    binding.handle(.tap(.female))
    XCTAssertEqual(buttons(binding.model), GenderButtons(male: false, female: true, focused: .female))
    XCTAssertEqual(
      Fixtures.line(containing: "성별", in: Fixtures.screenText(binding.model)), "  성별       ○ 남자   [● 여자]")

    binding.handle(.tap(.male))
    XCTAssertEqual(
      buttons(binding.model), GenderButtons(male: true, female: false, focused: .male), "male replaces female")
  }

  func testTheBindingHoldsItsSubscriptionsUntilReleased() throws {
    let before = Resources.total
    var binding: SignUpScreenBinding? = try Fixtures.binding(.korean, in: self)
    XCTAssertGreaterThan(Resources.total, before, "subscribed to the view model's outputs")
    binding?.handle(.tap(.female))
    XCTAssertEqual(binding?.model.isSelected(.female), true)
    binding = nil
    XCTAssertEqual(Resources.total, before, "released with the binding")
  }

  func testFieldStatesAndSubmitEnabledComeFromTheViewModel() throws {
    let binding = try Fixtures.binding(.english, in: self)
    XCTAssertEqual(binding.model.form.fieldStates, TextFieldValues(repeating: .empty))
    XCTAssertFalse(binding.model.form.isSubmitEnabled)
    binding.handle(.replaceText(.email, "nope"))
    XCTAssertEqual(binding.model.form.fieldStates.email, .invalid(.email(.missingAtSign)))
    XCTAssertEqual(binding.model.form.fieldStates.nickname, .empty, "no required message before a submit")
    binding.handle(.replaceText(.email, "sprout@example.com"))
    binding.handle(.replaceText(.nickname, "새싹"))
    binding.handle(.replaceText(.birthDate, "2000-01-31"))
    XCTAssertEqual(
      binding.model.form.fieldStates, TextFieldValues(nickname: .checking, email: .valid, birthDate: .valid),
      "the rules' verdict is at once; the store's answer comes later")
    XCTAssertTrue(binding.model.form.isWaitingForStore)
    XCTAssertTrue(binding.waitForStore(limit: .seconds(30)))
    XCTAssertEqual(
      binding.model.form.fieldStates, TextFieldValues(nickname: .available, email: .valid, birthDate: .valid))
    XCTAssertTrue(binding.model.form.isSubmitEnabled)
    binding.handle(.replaceText(.nickname, ""))
    XCTAssertFalse(binding.model.form.isSubmitEnabled)
    binding.handle(.submit)
    XCTAssertEqual(binding.model.form.fieldStates.nickname, .invalid(.nickname(.required)))
    XCTAssertEqual(binding.lastRejection?.problems, [.nickname(.required)])
    XCTAssertEqual(binding.model.notice, .checkFields([.nickname]))
    XCTAssertEqual(binding.model.focus, .nickname)
    XCTAssertTrue(Fixtures.screenText(binding.model).contains("Please enter a nickname."))
  }

  func testEditsSendTextAndLongPastesShowANotice() {
    var model = SignUpScreenModel(language: .korean)
    XCTAssertEqual(model.handle(.edit(.nickname, .text("새"))), [.sendText(.nickname, "새")])
    XCTAssertEqual(model.handle(.edit(.nickname, .key(Key(.left)))), [], "a cursor move sends nothing")
    XCTAssertEqual(
      model.handle(.edit(.nickname, .paste(PasteEvent(text: "ab", isTruncated: false, limit: 256)))),
      [
        .sendText(.nickname, "ab새")
      ])
    XCTAssertNil(model.notice, "a paste that went in whole says nothing")
    let cutPaste = PasteEvent(text: String(repeating: "가", count: 256), isTruncated: true, limit: 256, droppedCount: 7)
    _ = model.handle(.edit(.nickname, .paste(cutPaste)))
    XCTAssertEqual(model.texts.nickname.characterCount, FieldInput.limit(of: .nickname))
    XCTAssertEqual(model.notice, .fieldFull(.nickname, limit: 30, dropped: 256 - 27 + 7), "the reader's cut counts too")
    XCTAssertTrue(Fixtures.screenText(model).contains("닉네임: 최대 30자까지 입력됩니다. (236자 제외)"))
    _ = model.handle(.moveFocus(.forward))
    XCTAssertNil(model.notice, "the next action clears the notice")
  }
}
