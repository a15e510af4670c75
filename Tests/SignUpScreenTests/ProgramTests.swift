import Foundation
import SignUp
import SignUpProgram
import TerminalUI
import TextSafety
import XCTest

@testable import SignUpScreen

/// What `signup` writes where, and its exit status: 0 only when the output really was written.
final class ProgramTests: XCTestCase {
  /// Runs the program with standard output going to `output` and standard error captured.
  private func run(
    _ arguments: [String], environment: [String: String] = [:], output: Int32, isInputClosed: Bool = false
  ) throws -> (ExitStatus, String) {
    try run(arguments, environment: environment, stream: .descriptor(output), isInputClosed: isInputClosed)
  }

  private func run(
    _ arguments: [String], environment: [String: String] = [:], stream: StandardStream, isInputClosed: Bool = false
  ) throws -> (ExitStatus, String) {
    var ends: [Int32] = [-1, -1]
    XCTAssertEqual(pipe(&ends), 0)
    let launch = ProgramLaunch(face: .terminal, output: stream, errors: .descriptor(ends[1]))
    // Each run's default store is a new file under its own data home.
    let dataHome = NSTemporaryDirectory() + "signup-program-tests-\(UUID().uuidString)"
    addTeardownBlock { try? FileManager.default.removeItem(atPath: dataHome) }
    let status = SignupProgram.run(
      arguments: arguments, environment: environment.merging(["XDG_DATA_HOME": dataHome]) { given, _ in given },
      launch: launch, isInputClosed: isInputClosed)
    close(ends[1])
    let errors = FileHandle(fileDescriptor: ends[0], closeOnDealloc: true).readDataToEndOfFile()
    return (status, String(decoding: errors, as: UTF8.self))
  }

  /// A descriptor of a temporary file, and a way to read what was written to it.
  private func temporaryFile() throws -> (Int32, () -> String) {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("signup-\(UUID().uuidString)")
    XCTAssertTrue(FileManager.default.createFile(atPath: url.path, contents: nil))
    let descriptor = open(url.path, O_WRONLY)
    XCTAssertGreaterThanOrEqual(descriptor, 0)
    addTeardownBlock {
      close(descriptor)
      try? FileManager.default.removeItem(at: url)
    }
    return (descriptor, { (try? String(contentsOf: url, encoding: .utf8)) ?? "" })
  }

  private func script(_ text: String) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("signup-script-\(UUID().uuidString)")
    try text.write(to: url, atomically: true, encoding: .utf8)
    addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url.path
  }

  func testVersionAndHelpGoToStandardOutput() throws {
    let (file, contents) = try temporaryFile()
    let (status, errors) = try run(["--version"], output: file)
    XCTAssertEqual(status, .success)
    XCTAssertEqual(contents(), "signup \(ProgramFace.version)\n")
    XCTAssertEqual(errors, "")
    let (helpStatus, _) = try run(["--help"], environment: ["LANG": "ko_KR.UTF-8"], output: file)
    XCTAssertEqual(helpStatus, .success)
    XCTAssertTrue(contents().contains("종료 상태:"))
  }

  func testAFullStandardOutputIsExitStatusThreeWithANote() throws {
    let full = open("/dev/full", O_WRONLY)
    try XCTSkipIf(full < 0, "no /dev/full")
    defer { close(full) }
    let (status, errors) = try run(["--help"], output: full)
    XCTAssertEqual(status, .outputFailed)
    XCTAssertEqual(status.rawValue, 3)
    XCTAssertTrue(errors.contains("cannot write to standard output"), errors)
    let path = try script("type nickname 새싹\ntype email a@b.co\ntype birth 2000-01-31\nsubmit\n")
    let (scriptStatus, scriptErrors) = try run(["--lang", "ko", "--script", path], output: full)
    XCTAssertEqual(scriptStatus, .outputFailed)
    XCTAssertTrue(scriptErrors.contains("표준 출력에 쓸 수 없습니다"), scriptErrors)
  }

  func testAClosedStandardOutputIsExitStatusThree() throws {
    let path = try script("type nickname a\n")
    let (status, errors) = try run(["--script", path], output: 987)  // not an open descriptor
    XCTAssertEqual(status, .outputFailed)
    XCTAssertTrue(errors.contains("Bad file descriptor"), errors)
  }

  func testAStandardOutputClosedAtStartRunsNothingAndIsExitStatusThree() throws {
    let path = try script("type nickname a\n")
    for language in Language.allCases {
      let (status, errors) = try run(["--script", path, "--lang", language.rawValue], stream: .closed)
      XCTAssertEqual(status, .outputFailed)
      XCTAssertEqual(
        errors, ProgramTexts(face: .terminal, language: language).outputClosed + "\n")
    }
  }

  func testAClosedStandardInputIsATypedErrorWithExitStatusTwo() throws {
    let (file, contents) = try temporaryFile()
    let (status, errors) = try run(["--script", "-"], output: file, isInputClosed: true)
    XCTAssertEqual(status, .cannotRun)
    XCTAssertEqual(errors, "signup: cannot read script standard input: it is closed\n")
    XCTAssertEqual(contents(), "")
  }

  func testADumbOrMissingTerminalTypeGetsNoEscapeCodesButAPointerToScripts() throws {
    let (file, contents) = try temporaryFile()
    for environment in [["TERM": "dumb"], [:], ["TERM": ""]] {
      let (status, errors) = try run(["--lang", "en"], environment: environment, output: file)
      XCTAssertEqual(status, .cannotRun)
      XCTAssertTrue(errors.contains("cannot draw the screen"), errors)
      XCTAssertTrue(errors.contains("signup --script FILE"), errors)
      XCTAssertFalse(errors.contains("\u{1B}"))
    }
    XCTAssertEqual(contents(), "")
  }

  func testAScriptThatSignsUpWritesTheJSONLastAndExitsZero() throws {
    let (file, contents) = try temporaryFile()
    let path = try script("type nickname 새싹\ntype email a@b.co\ntype birth ２０００－０１－３１\ntap female\nsubmit\n")
    let (status, errors) = try run(["--script", path], output: file)
    XCTAssertEqual(status, .success, errors)
    let last = try XCTUnwrap(contents().split(separator: "\n").last)
    let account = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(last.utf8)) as? [String: Any])
    XCTAssertEqual(account.keys.sorted(), ["birth", "createdAt", "email", "gender", "id", "nick"])
    XCTAssertEqual(account["nick"] as? String, "새싹")
    XCTAssertEqual(account["birth"] as? String, "2000-01-31")
    XCTAssertEqual(account["gender"] as? Int, 0)
    XCTAssertEqual(account["id"] as? Int, 1)
    XCTAssertTrue(last.hasPrefix(#"{"birth":"2000-01-31","createdAt":""#), String(last))
  }

  func testScriptModeMessagesAreKoreanUnderLangKo() throws {
    let (file, _) = try temporaryFile()
    let bad = try script("tapp male\n")
    let (status, errors) = try run(["--lang", "ko", "--script", bad], output: file)
    XCTAssertEqual(status, .cannotRun)
    XCTAssertTrue(errors.contains("잘못된 줄 1개, 아무것도 실행하지 않았습니다"), errors)
    XCTAssertTrue(errors.contains("1번째 줄: 알 수 없는 동작 'tapp'"), errors)
    let incomplete = try script("type nickname 새싹\nsubmit\n")
    let (notSigned, note) = try run(["--script", incomplete], environment: ["LANG": "ko_KR.UTF-8"], output: file)
    XCTAssertEqual(notSigned, .notSignedUp)
    XCTAssertTrue(note.contains("스크립트가 올바른 submit 없이 끝났습니다"), note)
    XCTAssertTrue(note.contains("이메일을 입력해 주세요."), note)
    let (badArgument, argumentNote) = try run(["--lang", "ko", "--bogus"], output: file)
    XCTAssertEqual(badArgument, .cannotRun)
    XCTAssertTrue(argumentNote.contains("알 수 없는 옵션 '--bogus'"), argumentNote)
    XCTAssertTrue(argumentNote.contains("'signup --help'를 보세요"), argumentNote)
  }

  func testNoControlCharacterFromUserDataReachesStandardError() throws {
    let (file, _) = try temporaryFile()
    let hostile = "\u{1B}]2;pwned\u{7}\u{1B}[2J"
    for arguments in [
      ["--lang", hostile], ["--script", "/nonexistent/\(hostile)"], ["--\(hostile)"], [hostile],
      ["--script", try script("tap \(hostile)\n\(hostile)\n")],
    ] {
      let (_, errors) = try run(arguments, output: file)
      XCTAssertFalse(errors.isEmpty)
      XCTAssertFalse(
        errors.unicodeScalars.contains { DisplaySanitizer.isUnsafe($0) && $0 != "\n" }, "\(arguments): \(errors)")
      XCTAssertTrue(errors.contains(#"\e]2;pwned\a"#), errors)
    }
  }

  func testTerminalErrorsAreKoreanUnderLangKo() {
    let korean = TerminalTexts(language: .korean)
    let missing = korean.noTerminal(.cannotOpen(path: "/dev/tty", code: ENXIO))
    XCTAssertTrue(missing.contains("터미널 장치를 열 수 없습니다 (/dev/tty)"), missing)
    XCTAssertTrue(missing.contains("제어 터미널이 없는 프로세스"), missing)
    XCTAssertFalse(missing.contains("cannot open"), missing)
    XCTAssertEqual(korean.terminalFailed(.inputClosed), "signup: 터미널 오류: 터미널 입력이 닫혔습니다")
    XCTAssertEqual(
      TerminalTexts(language: .english).terminalFailed(.inputClosed),
      "signup: the terminal failed: the terminal closed its input")
  }
}
