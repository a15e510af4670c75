import RxTesting
import SignUp
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
    GenderButtons(male: model.isMaleSelected, female: model.isFemaleSelected, focused: model.focusedGender)
  }

  func testTapMaleTapMaleAgainTapFemale() {
    let binding = SignUpScreenBinding(language: .korean, today: Fixtures.today)
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

  func testTheBindingHoldsItsSubscriptionsUntilReleased() {
    let before = Resources.total
    var binding: SignUpScreenBinding? = SignUpScreenBinding(language: .korean, today: Fixtures.today)
    XCTAssertGreaterThan(Resources.total, before, "subscribed to the view model's outputs")
    binding?.handle(.tap(.female))
    XCTAssertEqual(binding?.model.isFemaleSelected, true)
    binding = nil
    XCTAssertEqual(Resources.total, before, "released with the binding")
  }

  func testFieldStatesAndSubmitEnabledComeFromTheViewModel() {
    let binding = SignUpScreenBinding(language: .english, today: Fixtures.today)
    XCTAssertEqual(binding.model.fieldStates, TextFieldValues(repeating: .empty))
    XCTAssertFalse(binding.model.isSubmitEnabled)
    binding.handle(.replaceText(.email, "nope"))
    XCTAssertEqual(binding.model.fieldStates.email, .invalid(.email(.missingAtSign)))
    XCTAssertEqual(binding.model.fieldStates.nickname, .empty, "no required message before a submit")
    binding.handle(.replaceText(.email, "sprout@example.com"))
    binding.handle(.replaceText(.nickname, "새싹"))
    binding.handle(.replaceText(.birthDate, "2000-01-31"))
    XCTAssertEqual(binding.model.fieldStates, TextFieldValues(repeating: .valid))
    XCTAssertTrue(binding.model.isSubmitEnabled)
    binding.handle(.replaceText(.nickname, ""))
    XCTAssertFalse(binding.model.isSubmitEnabled)
    binding.handle(.submit)
    XCTAssertEqual(binding.model.fieldStates.nickname, .invalid(.nickname(.required)))
    XCTAssertEqual(binding.lastRejection?.problems, [.nickname(.required)])
    XCTAssertEqual(binding.model.notice, .checkFields(problemCount: 1))
    XCTAssertEqual(binding.model.focus, .nickname)
    XCTAssertTrue(Fixtures.screenText(binding.model).contains("Please enter a nickname."))
  }

  func testEditsSendTextAndLongPastesShowANotice() {
    var model = SignUpScreenModel(language: .korean)
    XCTAssertEqual(model.handle(.edit(.nickname, .text("새"))), [.sendText(.nickname, "새")])
    XCTAssertEqual(model.handle(.edit(.nickname, .key(Key(.left)))), [], "a cursor move sends nothing")
    let cutPaste = PasteEvent(text: "ab", isTruncated: true, limit: 256, droppedCount: 7)
    XCTAssertEqual(model.handle(.edit(.nickname, .paste(cutPaste))), [.sendText(.nickname, "ab새")])
    XCTAssertEqual(model.notice, .pasteTruncated(limit: 256, dropped: 7))
    XCTAssertTrue(Fixtures.screenText(model).contains("붙여넣은 내용이 너무 길어 앞의 256자만 넣었습니다. (7자 제외)"))
    let long = String(repeating: "가", count: 40)
    _ = model.handle(.edit(.nickname, .paste(PasteEvent(text: long, isTruncated: false, limit: 256))))
    XCTAssertEqual(model.texts.nickname.characterCount, TextFieldKind.nickname.maximumLength)
    XCTAssertEqual(model.notice, .fieldFull(.nickname, limit: 30, dropped: 13))
    _ = model.handle(.moveFocus(.forward))
    XCTAssertNil(model.notice, "the next action clears the notice")
  }
}
