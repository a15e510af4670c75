import SignUp
import SignUpProgram
import TerminalUI
import TextSafety
import XCTest

@testable import SignUpScreen

final class ScriptParserTests: XCTestCase {
  private func problems(in script: String) -> [ScriptProblem] {
    do {
      _ = try ScriptParser.parse(script, source: "test.txt")
      return []
    } catch {
      guard case .invalidLines(let source, let problems) = error else {
        XCTFail("unexpected error \(error)")
        return []
      }
      XCTAssertEqual(source, "test.txt")
      return problems
    }
  }

  func testActionsWithLineNumbersSkippingBlanksAndComments() throws {
    let script = "# sign up\n\ntype nickname 새싹\n  tap male\r\n\t# indented comment\ntap female\nsubmit\n"
    let steps = try ScriptParser.parse(script, source: "-")
    XCTAssertEqual(steps.map(\.line), [3, 4, 6, 7])
    XCTAssertEqual(steps.map(\.action), [.replace(.nickname, "새싹"), .tap(.male), .tap(.female), .submit])
    XCTAssertEqual(steps[1].text, "  tap male")
  }

  func testTypeTakesTheRestOfTheLineAsWritten() throws {
    let steps = try ScriptParser.parse(
      "type email a@b.co\ntype birth 2000-01-31\ntype nickname  two words # not a comment\ntype nickname\n",
      source: "-")
    XCTAssertEqual(
      steps.map(\.action),
      [
        .replace(.email, "a@b.co"), .replace(.birthDate, "2000-01-31"),
        .replace(.nickname, " two words # not a comment"),
        .replace(.nickname, ""),
      ])
  }

  func testUnknownActionNamesTheLine() {
    XCTAssertEqual(
      problems(in: "type nickname a\ntapp male\n"),
      [ScriptProblem(line: 2, text: "tapp male", reason: .unknownAction("tapp"))])
    XCTAssertEqual(
      problems(in: "type nickname a\ntapp male\n").first?.description,
      #"line 2: unknown action 'tapp' (expected type, tap or submit) in "tapp male""#)
  }

  func testEveryBadLineIsReported() {
    let script = "type\ntype phone 010\ntap\ntap other\ntap male now\nsubmit please\nSubmit\n"
    XCTAssertEqual(
      problems(in: script).map(\.reason),
      [
        .missingField, .unknownField("phone"), .missingGender, .unknownGender("other"),
        .unexpectedText(action: "tap male", text: "now"), .unexpectedText(action: "submit", text: "please"),
        .unknownAction("Submit"),
      ])
    XCTAssertEqual(problems(in: script).map(\.line), [1, 2, 3, 4, 5, 6, 7])
  }

  func testErrorDescriptionListsEveryProblemAndSaysNothingRan() {
    let error = ScriptError.invalidLines(
      source: "s.txt",
      problems: [
        ScriptProblem(line: 1, text: "x", reason: .unknownAction("x")),
        ScriptProblem(line: 4, text: "tap", reason: .missingGender),
      ])
    let lines = error.description.split(separator: "\n")
    XCTAssertEqual(lines.first, "signup: script s.txt: 2 bad lines, nothing was run")
    XCTAssertTrue(lines[1].contains("s.txt: line 1: unknown action 'x'"))
    XCTAssertTrue(lines[2].contains("s.txt: line 4: 'tap' needs a button"))
  }

  func testEmptyOrCommentsOnlyScriptSaysNoActions() throws {
    for script in ["", "\n# only a comment\n\n", "   \r\n\t# x\r"] {
      XCTAssertThrowsError(try ScriptParser.parse(script, source: "s.txt")) { error in
        XCTAssertEqual(error as? ScriptError, .noActions(source: "s.txt"))
      }
    }
    XCTAssertEqual(
      ScriptError.noActions(source: "s.txt").description,
      "signup: script s.txt has no actions (only blank lines and # comments)")
    XCTAssertTrue(ScriptError.noActions(source: "s.txt").message(in: .korean).contains("동작이 없습니다"))
  }

  func testCarriageReturnOnlyLineEndingsAreLines() throws {
    let steps = try ScriptParser.parse("type nickname 새싹\rtap male\r\rsubmit\r", source: "-")
    XCTAssertEqual(steps.map(\.line), [1, 2, 4])
    XCTAssertEqual(steps.map(\.action), [.replace(.nickname, "새싹"), .tap(.male), .submit])
  }

  func testQuotedScriptTextIsEscapedAndCut() {
    let problem = ScriptProblem(line: 2, text: "x\u{1B}]2;pwned\u{7}", reason: .unknownAction("x\u{1B}]2;pwned\u{7}"))
    for language in Language.allCases {
      let message = problem.message(in: language)
      XCTAssertFalse(message.unicodeScalars.contains(where: DisplaySanitizer.isUnsafe), message)
      XCTAssertTrue(message.contains(#"x\e]2;pwned\a"#), message)
    }
    let long = ScriptProblem(line: 1, text: String(repeating: "\u{1B}", count: 1000), reason: .missingField)
    XCTAssertLessThan(long.description.count, 300)
    XCTAssertTrue(long.description.contains("…"))
    let hostileSource = ScriptError.unreadable(source: "a\u{1B}[2Jb", reason: .noSuchFile)
    XCTAssertEqual(hostileSource.description, #"signup: cannot read script a\e[2Jb: no such file"#)
  }

  func testErrorOutputIsCappedAtTwentyProblems() {
    let script = (1...45).map { "bogus \($0)" }.joined(separator: "\n")
    XCTAssertEqual(problems(in: script).count, 45)
    do {
      _ = try ScriptParser.parse(script, source: "s")
      XCTFail("expected an error")
    } catch {
      let lines = error.description.split(separator: "\n")
      XCTAssertEqual(lines.count, 1 + 20 + 1)
      XCTAssertEqual(lines.first, "signup: script s: 45 bad lines, nothing was run")
      XCTAssertEqual(lines.last, "  … and 25 more bad lines")
      XCTAssertTrue(error.message(in: .korean).hasSuffix("… 그리고 잘못된 줄 25개 더"))
    }
  }

  func testAScriptThatIsNotUTF8NamesTheFirstBadLine() {
    let bytes = Array("type nickname a\ntap male\r\nsubmit".utf8) + [0xFF] + Array("\nx".utf8)
    XCTAssertThrowsError(try ScriptReading.text(of: bytes, source: "s")) { error in
      XCTAssertEqual(error as? ScriptError, .notText(source: "s", line: 3))
      XCTAssertEqual(String(describing: error), "signup: script s is not UTF-8 text (first bad byte on line 3)")
    }
    XCTAssertThrowsError(try ScriptReading.text(of: [0x61, 0x0D, 0x62, 0x0D, 0xC0, 0xAF], source: "s")) { error in
      XCTAssertEqual(error as? ScriptError, .notText(source: "s", line: 3), "CR-only lines count too")
    }
    XCTAssertEqual(try ScriptReading.text(of: Array("새싹\n".utf8), source: "s"), "새싹\n")
  }

  func testReadingAMissingFileIsATypedError() {
    let path = "/nonexistent/signup-script.txt"
    XCTAssertThrowsError(try ScriptReading.text(of: .file(path: path), language: .english, isInputClosed: false)) {
      XCTAssertEqual($0 as? ScriptError, .unreadable(source: path, reason: .noSuchFile))
    }
  }

  func testEveryWayOfReadingEndsWithATypedError() throws {
    func failure(_ source: ScriptSource, closed: Bool = false) -> ScriptError? {
      do {
        _ = try ScriptReading.text(of: source, language: .english, isInputClosed: closed)
        return nil
      } catch {
        return error
      }
    }
    XCTAssertEqual(failure(.file(path: "/tmp")), .unreadable(source: "/tmp", reason: .isDirectory))
    XCTAssertEqual(failure(.file(path: "/dev/zero")), .tooLarge(source: "/dev/zero"), "a device that never ends")
    XCTAssertEqual(failure(.standardInput, closed: true), .unreadable(source: "standard input", reason: .closed))
    XCTAssertTrue(
      ScriptError.tooLarge(source: "standard input").description.contains("larger than 1 MiB"))
    XCTAssertEqual(
      ScriptError.unreadable(source: "표준 입력", reason: .closed).message(in: .korean),
      "signup: 스크립트를 읽을 수 없습니다: 표준 입력: 닫혀 있습니다")
  }

  func testAByteOrderMarkIsSkipped() throws {
    let text = try ScriptReading.text(of: [0xEF, 0xBB, 0xBF] + Array("type nickname 새싹\nsubmit\n".utf8), source: "s")
    XCTAssertEqual(try ScriptParser.parse(text, source: "s").map(\.action), [.replace(.nickname, "새싹"), .submit])
  }

  func testAByteOrderMarkElsewhereIsNamedEscaped() {
    let problem = problems(in: "type nickname a\n\u{FEFF}type email b\n").first
    XCTAssertEqual(problem?.reason, .unknownAction("\u{FEFF}type"))
    XCTAssertEqual(
      problem?.description,
      #"line 2: unknown action '\u{FEFF}type' (expected type, tap or submit) in "\u{FEFF}type email b""#)
  }

  func testTextStartingWithACombiningMarkStaysTheFieldsText() throws {
    let steps = try ScriptParser.parse("type nickname \u{301}abc\n", source: "-")
    XCTAssertEqual(steps.map(\.action), [.replace(.nickname, "\u{301}abc")])
    let problem = problems(in: "type \u{301}nickname x\n").first
    XCTAssertEqual(problem?.reason, .unknownField("\u{301}nickname"))
    XCTAssertTrue(
      problem?.description.contains(#"unknown field '\u{0301}nickname'"#) ?? false, "\(String(describing: problem))")
  }

  func testInvisibleAndFormatCharactersInMessagesAreEscaped() {
    let problem = problems(in: "tap \u{200B}male\u{2800}\n").first
    let message = problem?.message(in: .english) ?? ""
    XCTAssertTrue(message.contains(#"'\u{200B}male\u{2800}'"#), message)
    XCTAssertFalse(message.unicodeScalars.contains { DisplaySanitizer.isUnsafe($0) || DisplaySanitizer.isHidden($0) })
  }
}
