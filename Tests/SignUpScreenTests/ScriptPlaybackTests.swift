import Foundation
import RxTesting
import SignUp
import SignUpProgram
import TerminalUI
import TextSafety
import XCTest

@testable import SignUpScreen

final class ScriptPlaybackTests: RxTestCase {
  private func play(_ script: String, language: Language = .korean) throws -> (SignUpOutcome, [String]) {
    let (outcome, output, _) = try playWithNotes(script, language: language)
    return (outcome, output)
  }

  private func playWithNotes(
    _ script: String, language: Language = .korean
  ) throws -> (SignUpOutcome, [String], [String]) {
    let steps = try ScriptParser.parse(script, source: "-")
    var output: [String] = []
    var notes: [String] = []
    let outcome = ScriptPlayback.play(
      steps, language: language, today: Fixtures.today, store: try Fixtures.store(in: self),
      write: { output.append($0) },
      note: { notes.append($0) })
    return (outcome, output, notes)
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
    let (result, output, notes) = try playWithNotes(script)
    guard case .signedUp(let account) = result else {
      return XCTFail("expected a submit, got \(result)")
    }
    let request = account.request
    XCTAssertEqual(String(decoding: try request.jsonData(), as: UTF8.self), Fixtures.seedJSON)
    XCTAssertEqual(request.gender, .female)
    XCTAssertEqual(notes, [], "nothing was left after the submit")
    XCTAssertEqual(output.count, 7, "one screen per action; the program writes the JSON after them")
    XCTAssertTrue(output[0].hasPrefix("--- line 1: type nickname 새싹\n"))
    XCTAssertEqual(Fixtures.line(containing: "성별", in: output[3]), "  성별      [● 남자]   ○ 여자")
    XCTAssertEqual(Fixtures.line(containing: "성별", in: output[4]), "  성별      [○ 남자]   ○ 여자")
    XCTAssertEqual(Fixtures.line(containing: "성별", in: output[5]), "  성별       ○ 남자   [● 여자]")
    for screen in output {
      XCTAssertFalse(screen.contains("{"), "no JSON in the screens")
      for row in screen.split(separator: "\n") {
        XCTAssertLessThanOrEqual(displayWidth(row), TerminalFace.screenWidth)
      }
    }
  }

  func testInvalidSubmitPrintsTheMessagesAndNoRequest() throws {
    let (result, output) = try play("type email nope\ntap female\nsubmit\n", language: .english)
    guard case .notSignedUp(let rejection) = result else { return XCTFail("expected no submit, got \(result)") }
    XCTAssertEqual(
      rejection?.problems, [.nickname(.required), .email(.missingAtSign), .birthDate(.required)])
    let last = try XCTUnwrap(output.last)
    XCTAssertTrue(last.hasPrefix("--- line 3: submit\n"))
    XCTAssertTrue(last.contains("Please enter a nickname."))
    XCTAssertTrue(last.contains("Email address must contain an @."))
    XCTAssertTrue(last.contains("Please enter your birth date."))
    XCTAssertTrue(last.contains("Not signed up. Check Nickname, Email and Birth date."))
    XCTAssertFalse(output.joined().contains("{"), "no request JSON")
    XCTAssertFalse(output[0].contains("Please enter a nickname."), "required messages wait for a submit")
  }

  func testFixingTheFormAfterARefusalThenSubmitting() throws {
    let script = "submit\ntype nickname 새싹\ntype email sprout@example.com\ntype birth 2000-01-31\nsubmit\ntap male\n"
    let (result, output, notes) = try playWithNotes(script, language: .english)
    guard case .signedUp(let account) = result else {
      return XCTFail("expected a submit, got \(result)")
    }
    XCTAssertEqual(account.request.gender, nil)
    XCTAssertEqual(output.count, 5)
    XCTAssertEqual(notes, ["signup: signed up at line 5; the 1 later action(s) were not run\n"])
  }

  func testAScriptWithoutASubmitIsNotASignUp() throws {
    let (result, output) = try play("type nickname a\n")
    XCTAssertEqual(result, .notSignedUp(lastRejection: nil))
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
    let outcome = ScriptPlayback.play(
      steps, language: .english, today: Fixtures.today, store: try Fixtures.store(in: self),
      write: { _ throws(OutputError) in
        calls += 1
        throw OutputError(code: EPIPE)
      }, note: { _ in })
    XCTAssertEqual(outcome, .outputFailed(OutputError(code: EPIPE)))
    XCTAssertEqual(calls, 1)
  }

  func testControlCharactersInAValueAreRemovedAndSaidAsForAPaste() throws {
    let (_, output) = try play("type nickname 새\u{0}\u{1B}\u{7F}싹\n", language: .english)
    let screen = try XCTUnwrap(output.first)
    XCTAssertTrue(screen.contains("Nickname    새싹"), screen)
    XCTAssertTrue(screen.contains("Removed 3 control characters or escape sequences."), screen)
  }

  func testInvisibleCharactersAreShownInTheFieldAndRefused() throws {
    let (_, output) = try play("type nickname 새\u{200B}싹\ntype email \u{202E}a@b.co\n", language: .english)
    let screen = try XCTUnwrap(output.last)
    XCTAssertTrue(screen.contains("Nickname    새<U+200B>싹"), screen)
    XCTAssertTrue(screen.contains("(U+200B)"), screen)
    XCTAssertTrue(screen.contains("Email       <U+202E>a@b.co"), screen)
    XCTAssertFalse(screen.unicodeScalars.contains { DisplaySanitizer.isUnsafe($0) && $0 != "\n" })
  }
}
