import RxTesting
import SignUp
import SignUpProgram
import TerminalUI
import XCTest

@testable import SignUpScreen

/// Nothing is lost without a word: cancel asks once more, cut pastes and full fields count what was left out,
/// text typed where it cannot go and cleaned pastes are reported, every notice in the screen's language.
final class NoticeTests: RxTestCase {
  private func paste(_ text: String, truncated: Bool = false, dropped: Int = 0, invalid: Int = 0) -> InputEvent {
    .paste(
      PasteEvent(
        text: text, isTruncated: truncated, limit: InteractiveScreen.maximumPasteLength, droppedCount: dropped,
        invalidSequenceCount: invalid))
  }

  func testCancelOnAnEmptyFormLeavesAtOnce() {
    var model = SignUpScreenModel(language: .english)
    XCTAssertEqual(model.handle(.cancel(.escape)), [.cancel])
  }

  func testCancelWithSomethingTypedAsksOnceMore() {
    var model = SignUpScreenModel(language: .english)
    _ = model.handle(.edit(.email, .text("a")))
    XCTAssertEqual(model.handle(.cancel(.escape)), [], "the first Esc only asks")
    XCTAssertEqual(model.notice, .confirmLeave(.escape))
    XCTAssertTrue(Fixtures.screenText(model).contains("press Esc again to leave without signing up."))
    XCTAssertEqual(model.handle(.cancel(.escape)), [.cancel], "the second one leaves")
  }

  func testCtrlCWithSomethingTypedNamesCtrlC() {
    var model = SignUpScreenModel(language: .english)
    _ = model.handle(.edit(.email, .text("a")))
    XCTAssertEqual(model.handle(.cancel(.interrupt)), [], "the first Ctrl-C only asks")
    XCTAssertEqual(
      model.notice?.message(in: .english), "The form has input: press Ctrl-C again to leave without signing up.")
    XCTAssertEqual(model.handle(.cancel(.interrupt)), [.cancel], "the second one leaves")
  }

  func testANoticeLongerThanItsRowWrapsOntoTheHelpRowsAndLeavesThemAfter() throws {
    var model = SignUpScreenModel(language: .english)
    let reason = "The operation could not be completed. (NSURLErrorDomain error -1001.)"
    model.notice = .signUpFailed(.unreachable(reason: reason))
    let message = try XCTUnwrap(model.notice?.message(in: .english))
    for columns in [80, 120, 200] {
      let screen = Fixtures.screenText(model, size: TerminalSize(columns: columns, rows: 24))
      let words = screen.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
      XCTAssertTrue(words.contains(message), "\(columns) columns: the whole notice, over its rows:\n\(screen)")
      XCTAssertFalse(screen.contains("…"), "\(columns) columns: nothing cut")
    }
    let help = ScreenTexts(language: .english).helpLines
    XCTAssertFalse(Fixtures.screenText(model).contains(help[0]), "the help rows it needs are covered")
    model.notice = nil
    let screen = Fixtures.screenText(model)
    XCTAssertTrue(help.allSatisfy(screen.contains), "the help comes back with the notice gone")
  }

  func testAShortNoticeKeepsTheHelpRows() {
    var model = SignUpScreenModel(language: .english)
    _ = model.handle(.edit(.email, .text("a")))
    _ = model.handle(.cancel(.escape))
    let screen = Fixtures.screenText(model)
    XCTAssertTrue(screen.contains("press Esc again to leave without signing up."))
    XCTAssertTrue(ScreenTexts(language: .english).helpLines.allSatisfy(screen.contains))
  }

  func testAnotherActionBetweenTwoCancelsDisarmsIt() {
    var model = SignUpScreenModel(language: .korean)
    model.form.gender = GenderSelectionViewModel.initialGroup(selected: .male)
    XCTAssertEqual(model.handle(.cancel(.escape)), [], "a selected gender counts as input")
    XCTAssertTrue(Fixtures.screenText(model).contains("나가려면 Esc를 한 번 더"))
    _ = model.handle(.moveFocus(.forward))
    XCTAssertNil(model.notice)
    XCTAssertEqual(model.handle(.cancel(.escape)), [], "asks again")
    XCTAssertEqual(model.handle(.cancel(.escape)), [.cancel])
  }

  func testTheBindingLeavesOnlyOnTheSecondCancel() throws {
    let binding = try Fixtures.binding(.english, in: self)
    binding.handle(.edit(.nickname, .text("새싹")))
    binding.handle(.cancel(.escape))
    XCTAssertNil(binding.outcome)
    binding.handle(.cancel(.escape))
    XCTAssertEqual(binding.outcome, .cancelled)
  }

  func testACutPasteIntoAFullFieldCountsEveryCharacterLeftOut() {
    let limit = FieldInput.limit(of: .email)
    for size in [0, 1, limit - 1, limit, limit + 1, 256, 257, 300, 5000] {
      var model = SignUpScreenModel(language: .english)
      let kept = min(size, InteractiveScreen.maximumPasteLength)
      let event = paste(String(repeating: "a", count: kept), truncated: size > kept, dropped: size - kept)
      _ = model.handle(.edit(.email, event))
      XCTAssertEqual(model.texts.email.characterCount, min(size, limit), "size \(size)")
      let leftOut = max(0, size - limit)
      switch model.notice {
      case .fieldFull(.email, limit: limit, let dropped)?:
        XCTAssertEqual(dropped, leftOut, "size \(size)")
      case nil:
        XCTAssertEqual(leftOut, 0, "size \(size): nothing was left out")
      case let other?:
        XCTFail("size \(size): \(other)")
      }
    }
  }

  func testTypingOnIntoAFullFieldCountsEveryCharacterLeftOut() {
    var model = SignUpScreenModel(language: .english)
    let limit = FieldInput.limit(of: .nickname)
    // A long typed run arrives in the chunks the terminal was read in, not as one paste.
    for chunk in [limit + 5, 1_810, 8_160] {
      _ = model.handle(.edit(.nickname, .text(String(repeating: "가", count: chunk))))
    }
    XCTAssertEqual(model.texts.nickname.characterCount, limit)
    XCTAssertEqual(model.notice, .fieldFull(.nickname, limit: limit, dropped: 5 + 1_810 + 8_160))
    _ = model.handle(.moveFocus(.forward))
    _ = model.handle(.edit(.email, .text(String(repeating: "a", count: FieldInput.limit(of: .email) + 2))))
    XCTAssertEqual(model.notice, .fieldFull(.email, limit: FieldInput.limit(of: .email), dropped: 2))
  }

  func testACutEmailSaysItIsTooLongNotThatItLacksAnAt() throws {
    let binding = try Fixtures.binding(.english, in: self)
    let address = String(repeating: "a", count: 290) + "@example.com"
    binding.handle(.edit(.email, paste(String(address.prefix(256)), truncated: true, dropped: address.count - 256)))
    XCTAssertEqual(binding.model.notice, .fieldFull(.email, limit: 255, dropped: address.count - 255))
    binding.handle(.submit)
    XCTAssertEqual(binding.model.form.fieldStates.email, .invalid(.email(.tooLong(length: 255))))
  }

  func testControlCharactersRemovedFromAPasteAreReportedOnce() {
    var model = SignUpScreenModel(language: .english)
    _ = model.handle(.edit(.nickname, paste("a\u{1B}[31mb\u{7}c\nd")))
    XCTAssertEqual(model.texts.nickname.text, "abc d", "the colour sequence and BEL removed, the line break a space")
    XCTAssertEqual(model.notice, .controlCharactersRemoved(count: 2))
    XCTAssertTrue(
      Fixtures.screenText(model).contains("Removed 2 control characters or escape sequences."))
    _ = model.handle(.edit(.nickname, paste("plain\ttext")))
    XCTAssertNil(model.notice, "tabs and line breaks become spaces without a notice")
  }

  func testInvalidUTF8IsLeftOutWithANotice() {
    var model = SignUpScreenModel(language: .korean)
    _ = model.handle(.invalidInput)
    XCTAssertEqual(model.notice, .invalidTextDropped)
    XCTAssertTrue(Fixtures.screenText(model).contains("UTF-8이 아닌 입력은 넣지 않았습니다."))
    _ = model.handle(.edit(.nickname, .text("a")))
    XCTAssertEqual(model.notice, .invalidTextDropped, "typing right after keeps the notice on screen")
    _ = model.handle(.edit(.nickname, paste("b", invalid: 1)))
    XCTAssertEqual(model.texts.nickname.text, "ab")
    XCTAssertEqual(model.notice, .invalidTextDropped)
  }

  func testTextTypedOnTheGenderGroupOrTheButtonIsReported() {
    var model = SignUpScreenModel(language: .english)
    model.form.focus = .submit
    let action = KeyMap.action(for: .text("x"), focus: model.focus, form: Fixtures.form(.english))
    XCTAssertEqual(action, .typedOutsideField)
    _ = model.handle(.typedOutsideField)
    XCTAssertEqual(model.notice, .typingIgnored)
    XCTAssertTrue(Fixtures.screenText(model).contains("Text goes into a text field: press Tab to move to one."))
  }

  func testClickingTheGenderLabelFocusesTheGroup() throws {
    let form = try XCTUnwrap(Fixtures.form(.korean))
    let rect = try XCTUnwrap(form.rect(for: ScreenWidget.genderLabel.id))
    XCTAssertEqual(SignUpScreenLayout.pointerTarget(in: form, column: rect.column, row: rect.row), .genderLabel)
    let binding = try Fixtures.binding(.korean, in: self)
    binding.handle(.pointerDown(.genderLabel))
    binding.handle(.pointerUp(.genderLabel))
    XCTAssertEqual(binding.model.focus, .gender)
    XCTAssertEqual(binding.model.focusedGender, .male, "the group's tab stop")
    XCTAssertFalse(binding.model.isSelected(.male), "a click on the label selects nothing")
  }

  func testEveryNoticeHasAKoreanTextWithItsCount() {
    XCTAssertEqual(
      FormNotice.checkFields([.nickname, .email, .birthDate]).message(in: .korean),
      "가입 전에 확인할 칸: 닉네임, 이메일, 생년월일.")
    XCTAssertEqual(
      FormNotice.checkFields([.nickname, .email, .birthDate]).message(in: .english),
      "Not signed up. Check Nickname, Email and Birth date.")
    XCTAssertEqual(FormNotice.checkFields([.email]).message(in: .english), "Not signed up. Check Email.")
    let notices: [FormNotice] = [
      .fieldFull(.email, limit: 255, dropped: 4), .controlCharactersRemoved(count: 4), .invalidTextDropped,
      .typingIgnored, .confirmLeave(.escape), .confirmLeave(.interrupt), .confirmLeave(.closeWindow),
    ]
    for notice in notices {
      let message = notice.message(in: .korean)
      XCTAssertTrue(message.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }, message)
      XCTAssertNotEqual(message, notice.message(in: .english))
    }
  }
}
