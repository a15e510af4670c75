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
    XCTAssertEqual(steps.map(\.action), [.type(.nickname, "새싹"), .tap(.male), .tap(.female), .submit])
    XCTAssertEqual(steps[1].text, "  tap male")
  }

  func testTypeTakesTheRestOfTheLineAsWritten() throws {
    let steps = try ScriptParser.parse(
      "type email a@b.co\ntype birth 2000-01-31\ntype nickname  two words # not a comment\ntype nickname\n",
      source: "-")
    XCTAssertEqual(
      steps.map(\.action),
      [
        .type(.email, "a@b.co"), .type(.birthDate, "2000-01-31"), .type(.nickname, " two words # not a comment"),
        .type(.nickname, ""),
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
    XCTAssertEqual(lines.first, "script s.txt: 2 bad lines, nothing was run")
    XCTAssertTrue(lines[1].contains("s.txt: line 1: unknown action 'x'"))
    XCTAssertTrue(lines[2].contains("s.txt: line 4: 'tap' needs a button"))
  }

  func testEmptyScriptHasNoSteps() throws {
    XCTAssertEqual(try ScriptParser.parse("", source: "-"), [])
    XCTAssertEqual(try ScriptParser.parse("\n# only a comment\n\n", source: "-"), [])
  }

  func testReadingAMissingFileIsATypedError() {
    XCTAssertThrowsError(try ScriptReading.text(of: .file(path: "/nonexistent/signup-script.txt"))) { error in
      XCTAssertEqual(
        error as? ScriptError, .unreadable(source: "/nonexistent/signup-script.txt", reason: "no such file"))
    }
  }
}
