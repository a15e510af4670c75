import Foundation
import RxTesting
import SignUp
import TerminalUI
import XCTest

@testable import SignUpScreen

final class ScriptPlaybackTests: RxTestCase {
  private func play(_ script: String, language: Language = .korean) throws -> (ScriptResult, [String]) {
    let steps = try ScriptParser.parse(script, source: "-")
    var output: [String] = []
    let result = try ScriptPlayback.play(steps, language: language, today: Fixtures.today) { output.append($0) }
    return (result, output)
  }

  func testValidScriptPrintsEachScreenThenTheExactJSON() throws {
    let script = """
      type nickname 새싹
      type email sprout@example.com
      type birth 2000-01-31
      tap male
      tap male
      tap female
      submit
      """
    let (result, output) = try play(script)
    guard case .submitted(let request, let json, let line, let skipped) = result else {
      return XCTFail("expected a submit, got \(result)")
    }
    XCTAssertEqual(json, Fixtures.seedJSON)
    XCTAssertEqual(request.gender, .female)
    XCTAssertEqual(line, 7)
    XCTAssertEqual(skipped, 0)
    XCTAssertEqual(output.count, 8)
    XCTAssertEqual(output.last, Fixtures.seedJSON + "\n")
    XCTAssertEqual(output.joined().split(separator: "\n").last.map(String.init), Fixtures.seedJSON)
    XCTAssertTrue(output[0].hasPrefix("--- line 1: type nickname 새싹\n"))
    XCTAssertEqual(Fixtures.line(containing: "성별", in: output[3]), "  성별      [● 남자]   ○ 여자")
    XCTAssertEqual(Fixtures.line(containing: "성별", in: output[4]), "  성별      [○ 남자]   ○ 여자")
    XCTAssertEqual(Fixtures.line(containing: "성별", in: output[5]), "  성별       ○ 남자   [● 여자]")
    for screen in output.dropLast() {
      XCTAssertFalse(screen.contains("{"), "no JSON before the submit")
      for row in screen.split(separator: "\n") {
        XCTAssertLessThanOrEqual(displayWidth(row), ScriptPlayback.screenWidth)
      }
    }
  }

  func testInvalidSubmitPrintsTheMessagesAndNoRequest() throws {
    let (result, output) = try play("type email nope\ntap female\nsubmit\n", language: .english)
    guard case .notSubmitted(let rejection) = result else { return XCTFail("expected no submit, got \(result)") }
    XCTAssertEqual(
      rejection?.problems, [.nickname(.required), .email(.missingAtSign), .birthDate(.required)])
    let last = try XCTUnwrap(output.last)
    XCTAssertTrue(last.hasPrefix("--- line 3: submit\n"))
    XCTAssertTrue(last.contains("Please enter a nickname."))
    XCTAssertTrue(last.contains("Email address must contain an @."))
    XCTAssertTrue(last.contains("Please enter your birth date."))
    XCTAssertTrue(last.contains("Please check the 3 fields marked above."))
    XCTAssertFalse(output.joined().contains("{"), "no request JSON")
    XCTAssertFalse(output[0].contains("Please enter a nickname."), "required messages wait for a submit")
  }

  func testFixingTheFormAfterARefusalThenSubmitting() throws {
    let script = "submit\ntype nickname 새싹\ntype email sprout@example.com\ntype birth 2000-01-31\nsubmit\ntap male\n"
    let (result, output) = try play(script)
    guard case .submitted(let request, _, let line, let skipped) = result else {
      return XCTFail("expected a submit, got \(result)")
    }
    XCTAssertEqual(request.gender, nil)
    XCTAssertEqual(line, 5)
    XCTAssertEqual(skipped, 1)
    XCTAssertEqual(output.last, #"{"birth":"2000-01-31","email":"sprout@example.com","gender":-1,"nick":"새싹"}"# + "\n")
  }

  func testAScriptWithoutASubmitIsNotASignUp() throws {
    let (result, output) = try play("type nickname a\n")
    XCTAssertEqual(result, .notSubmitted(lastRejection: nil))
    XCTAssertEqual(output.count, 1)
  }

  func testEmptyFieldsShowTheirPlaceholderMarked() throws {
    let (_, output) = try play("type nickname 새싹\n", language: .english)
    let screen = try XCTUnwrap(output.first)
    XCTAssertTrue(screen.contains("‹name@example.com›"), screen)
    XCTAssertTrue(screen.contains("‹YYYY-MM-DD›"), screen)
    XCTAssertFalse(screen.contains("‹up to"), "a field with text shows the text")
    let (_, typed) = try play("type email name@example.com\n", language: .english)
    XCTAssertTrue(try XCTUnwrap(typed.first).contains(" name@example.com"))
    XCTAssertFalse(try XCTUnwrap(typed.first).contains("‹name@example.com›"))
  }

  func testALineOfControlCharactersPlaysWithASanitizedSeparator() throws {
    let hostile = String(repeating: "\u{1B}", count: 160_000)
    let (_, output) = try play("type nickname \(hostile)\n")
    let separator = try XCTUnwrap(output.first?.split(separator: "\n").first)
    XCTAssertFalse(separator.unicodeScalars.contains(where: DisplaySanitizer.isUnsafe))
    XCTAssertTrue(separator.hasPrefix(#"--- line 1: type nickname \e\e"#))
  }

  func testAFailingWriteStopsThePlayback() throws {
    let steps = try ScriptParser.parse("type nickname a\ntap male\n", source: "-")
    var calls = 0
    XCTAssertThrowsError(
      try ScriptPlayback.play(steps, language: .english, today: Fixtures.today) { _ throws(OutputError) in
        calls += 1
        throw OutputError(code: EPIPE)
      }
    ) { error in
      XCTAssertEqual(error as? OutputError, OutputError(code: EPIPE))
    }
    XCTAssertEqual(calls, 1)
  }
}
