import SignUp
import TerminalUI
import XCTest

@testable import SignUpScreen

final class LayoutTests: XCTestCase {
  func testKoreanLayoutAt80x24() throws {
    let form = try XCTUnwrap(Fixtures.form(.korean))
    func rect(_ widget: ScreenWidget) -> Rect? { form.rect(for: widget.id) }
    XCTAssertEqual(rect(.title), Rect(column: 2, row: 1, width: 64, height: 1))
    XCTAssertEqual(rect(.label(.nickname)), Rect(column: 2, row: 3, width: 8, height: 1))
    XCTAssertEqual(rect(.field(.nickname)), Rect(column: 12, row: 3, width: 54, height: 1))
    XCTAssertEqual(rect(.message(.nickname)), Rect(column: 12, row: 4, width: 54, height: 2))
    XCTAssertEqual(rect(.field(.email)), Rect(column: 12, row: 6, width: 54, height: 1))
    XCTAssertEqual(rect(.field(.birthDate)), Rect(column: 12, row: 9, width: 54, height: 1))
    XCTAssertEqual(rect(.option(.male)), Rect(column: 12, row: 12, width: 8, height: 1))
    XCTAssertEqual(rect(.option(.female)), Rect(column: 22, row: 12, width: 8, height: 1))
    // Wide enough for "가입하는 중…" too, so the button does not change size while a sign-up is in flight.
    XCTAssertEqual(rect(.submit), Rect(column: 12, row: 15, width: 16, height: 1))
    XCTAssertEqual(rect(.notice), Rect(column: 2, row: 17, width: 64, height: 1))
    XCTAssertEqual(rect(.help(1)), Rect(column: 2, row: 19, width: 64, height: 1))
  }

  func testMinimumSizes() {
    XCTAssertEqual(SignUpScreenLayout.formLayout(language: .korean).minimumSize, TerminalSize(columns: 32, rows: 21))
    XCTAssertEqual(SignUpScreenLayout.formLayout(language: .english).minimumSize, TerminalSize(columns: 36, rows: 21))
  }

  func testDrawnKoreanScreenAt80x24() {
    let screen = Fixtures.screenText(SignUpScreenModel(language: .korean)).split(
      separator: "\n", omittingEmptySubsequences: false)
    XCTAssertEqual(screen.count, 24)
    XCTAssertEqual(screen[1], "  새싹 회원가입")
    XCTAssertEqual(screen[3], "  닉네임    10자 이하")
    XCTAssertEqual(screen[6], "  이메일    name@example.com")
    XCTAssertEqual(screen[9], "  생년월일  YYYY-MM-DD")
    XCTAssertEqual(screen[12], "  성별       ○ 남자    ○ 여자")
    XCTAssertEqual(screen[15], "              가입하기")
    XCTAssertEqual(screen[18], "  Tab/Shift-Tab 다음/이전 칸   Left/Right 남자/여자")
    XCTAssertEqual(screen[19], "  Space/Enter 누르기   마우스로 클릭   Esc/Ctrl-C 취소")
  }

  func testDrawnEnglishScreenUsesEnglishTexts() {
    let screen = Fixtures.screenText(SignUpScreenModel(language: .english))
    for text in [
      "Sprout sign-up", "Nickname", "Email", "Birth date", "○ Male", "○ Female", "Sign up", "Esc/Ctrl-C cancel",
    ] {
      XCTAssertTrue(screen.contains(text), text)
    }
  }

  func testFocusedFieldPlacesTheCursor() {
    var model = SignUpScreenModel(language: .korean)
    _ = model.handle(.edit(.nickname, .text("새싹")))
    let frame = Fixtures.frame(model, size: Fixtures.standardSize)
    XCTAssertEqual(frame.buffer.cursor, .visible(column: 16, row: 3), "two wide characters after column 12")
  }

  func testSubmitButtonLookFollowsItsState() {
    var model = SignUpScreenModel(language: .korean)
    func submitCell(_ model: SignUpScreenModel) -> Cell? {
      Fixtures.frame(model, size: Fixtures.standardSize).buffer.cell(column: 14, row: 15)
    }
    XCTAssertEqual(
      submitCell(model)?.style.attributes.contains(.dim), false, "never dim: it works while the form is incomplete")
    XCTAssertNotEqual(submitCell(model)?.style.foreground, .green, "green only once the form is valid")
    model.form.focus = .submit
    let focused = Fixtures.frame(model, size: Fixtures.standardSize).buffer.text(row: 15)
    XCTAssertTrue(focused.contains("[ 가입하기 ]"), "focus is visible: \(focused)")
    XCTAssertEqual(submitCell(model)?.style.attributes.contains(.dim), false, "not dim when focused either")
    model.form.focus = .initial
    model.form.isSubmitEnabled = true
    XCTAssertEqual(submitCell(model)?.style.foreground, .green)
    XCTAssertEqual(submitCell(model)?.style.attributes.contains(.dim), false)
    model.pressed = .submit
    XCTAssertEqual(submitCell(model)?.style.attributes.contains(.reverse), true)
  }

  func testInvalidFieldMessageIsRedAndWraps() throws {
    var model = SignUpScreenModel(language: .korean)
    model.form.fieldStates.birthDate = .invalid(.birthDate(.invalidFormat))
    let size = TerminalSize(columns: 40, rows: 24)
    let frame = Fixtures.frame(model, size: size)
    let form = try XCTUnwrap(frame.form)
    let rect = try XCTUnwrap(form.rect(for: ScreenWidget.message(.birthDate).id))
    XCTAssertEqual(frame.buffer.cell(column: rect.column, row: rect.row)?.style.foreground, .red)
    let first = frame.buffer.text(row: rect.row)
    let second = frame.buffer.text(row: rect.row + 1)
    XCTAssertTrue(first.contains("생년월일을"))
    XCTAssertFalse(second.trimmingCharacters(in: .whitespaces).isEmpty, "the message goes on on the second row")
  }

  func testTooSmallShowsTheNotice() {
    let frame = Fixtures.frame(SignUpScreenModel(language: .korean), size: TerminalSize(columns: 30, rows: 10))
    XCTAssertNil(frame.form)
    let text = PlainTextScreen.text(of: frame.buffer).split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }.joined(separator: " ")
    XCTAssertTrue(text.contains("터미널이 너무 작습니다: 32x21 필요, 지금 30x10"), text)
    let english = Fixtures.frame(SignUpScreenModel(language: .english), size: TerminalSize(columns: 30, rows: 10))
    let englishText = PlainTextScreen.text(of: english.buffer).split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }.joined(separator: " ")
    XCTAssertTrue(englishText.contains("Terminal too small: need 36x21, have 30x10"), englishText)
  }

  func testAtTheSmallestSizeTextIsCutWithAnEllipsisNeverMidWordWithoutOne() throws {
    for language in Language.allCases {
      let minimum = SignUpScreenLayout.formLayout(language: language).minimumSize
      let frame = Fixtures.frame(SignUpScreenModel(language: language), size: minimum)
      let form = try XCTUnwrap(frame.form, "\(language)")
      let texts = ScreenTexts(language: language)
      for (index, line) in texts.helpLines.enumerated() {
        let rect = try XCTUnwrap(form.rect(for: ScreenWidget.help(index).id))
        var shown = frame.buffer.text(row: rect.row)
        while shown.last == " " { shown.removeLast() }
        let trimmed = shown.trimmingCharacters(in: .whitespaces)
        XCTAssertTrue(line.hasPrefix(trimmed) || trimmed.hasSuffix("…"), "\(language): '\(shown)' for '\(line)'")
      }
    }
  }
}
