import Foundation
import SignUp
import SignUpProgram
import TerminalUI
import TextSafety
import XCTest

/// One parser for both programs: the same options, errors and help, `--script` for the terminal only.
final class ProgramCommandTests: XCTestCase {
  private func parse(
    _ arguments: [String], environment: [String: String] = [:], face: ProgramFace = .terminal
  ) throws -> ProgramCommand {
    try ProgramCommand(arguments: arguments, environment: environment, face: face)
  }

  private func error(of arguments: [String], face: ProgramFace = .terminal) -> ArgumentError? {
    do {
      _ = try ProgramCommand(arguments: arguments, environment: [:], face: face)
      return nil
    } catch {
      return error
    }
  }

  func testNoArgumentsRunsTheScreenInTheLanguageOfTheEnvironment() throws {
    XCTAssertEqual(try parse([], environment: ["LANG": "ko_KR.UTF-8"]), .run(.korean, script: nil))
    XCTAssertEqual(try parse([], environment: ["LANG": "en_US.UTF-8"]), .run(.english, script: nil))
    XCTAssertEqual(try parse([], environment: [:]), .run(.english, script: nil))
    XCTAssertEqual(
      try parse([], environment: ["LC_ALL": "en_US.UTF-8", "LANG": "ko_KR.UTF-8"]), .run(.english, script: nil))
  }

  func testLangOptionOverridesTheEnvironment() throws {
    XCTAssertEqual(try parse(["--lang", "en"], environment: ["LANG": "ko_KR.UTF-8"]), .run(.english, script: nil))
    XCTAssertEqual(try parse(["--lang=ko"]), .run(.korean, script: nil))
    XCTAssertEqual(try parse(["--lang", "KO"]), .run(.korean, script: nil))
  }

  func testScriptOption() throws {
    XCTAssertEqual(try parse(["--script", "steps.txt"]), .run(.english, script: .file(path: "steps.txt")))
    XCTAssertEqual(try parse(["--script", "-", "--lang", "ko"]), .run(.korean, script: .standardInput))
    XCTAssertEqual(
      try parse(["--lang", "en", "--script=a b.txt"], environment: ["LANG": "ko"]),
      .run(.english, script: .file(path: "a b.txt")))
  }

  func testHelpWinsOverWhatFollows() throws {
    XCTAssertEqual(try parse(["--help"]), .help(.english))
    XCTAssertEqual(try parse(["-h", "--bogus"]), .help(.english))
    XCTAssertEqual(
      try parse(["--lang", "en", "--help"], environment: ["LANG": "ko_KR.UTF-8"]), .help(.english))
    XCTAssertEqual(try parse(["--help", "--lang", "ko"]), .help(.korean))
    XCTAssertEqual(try parse(["--help"], environment: ["LANG": "ko_KR.UTF-8"]), .help(.korean))
    XCTAssertEqual(try parse(["--version", "--bogus"]), .version)
  }

  func testMessagesQuoteArgumentsEscaped() {
    let hostile = "--x\u{1B}]2;pwned\u{7}\u{202E}"
    XCTAssertEqual(error(of: [hostile]), .unknownOption(hostile))
    for language in Language.allCases {
      let message = ArgumentError.unknownOption(hostile).message(in: language, face: .terminal)
      XCTAssertFalse(message.unicodeScalars.contains(where: DisplaySanitizer.isUnsafe), message)
      XCTAssertTrue(message.contains(#"--x\e]2;pwned\a\u{202E}"#), message)
    }
    let language = ArgumentError.unknownLanguage("\u{1B}[2J").message(in: .english, face: .terminal)
    XCTAssertEqual(language, #"unknown language '\e[2J' for --lang (use ko or en)"#)
  }

  func testArgumentErrorsAreInTheLanguageOfLangEvenWhenTheyDoNotParse() {
    XCTAssertEqual(ProgramCommand.language(in: ["--bogus", "--lang", "ko"], environment: [:]), .korean)
    XCTAssertEqual(ProgramCommand.language(in: ["--lang=ko", "x"], environment: [:]), .korean)
    XCTAssertEqual(ProgramCommand.language(in: ["--lang", "fr"], environment: ["LANG": "ko_KR.UTF-8"]), .korean)
    XCTAssertEqual(ProgramCommand.language(in: [], environment: [:]), .english)
    XCTAssertEqual(ArgumentError.unknownOption("--x").message(in: .korean, face: .terminal), "알 수 없는 옵션 '--x'")
  }

  func testBadArgumentsAreTypedErrors() {
    XCTAssertEqual(error(of: ["--bogus"]), .unknownOption("--bogus"))
    XCTAssertEqual(error(of: ["-x"]), .unknownOption("-x"))
    XCTAssertEqual(error(of: ["--lang"]), .missingValue("--lang"))
    XCTAssertEqual(error(of: ["--lang", "--script", "-"]), .missingValue("--lang"))
    XCTAssertEqual(error(of: ["--script"]), .missingValue("--script"))
    XCTAssertEqual(error(of: ["--script="]), .missingValue("--script"))
    XCTAssertEqual(error(of: ["--lang", "fr"]), .unknownLanguage("fr"))
    XCTAssertEqual(error(of: ["--lang", "ko", "--lang", "en"]), .repeatedOption("--lang"))
    XCTAssertEqual(error(of: ["--script", "a", "--script", "b"]), .repeatedOption("--script"))
    XCTAssertEqual(error(of: ["extra"]), .unexpectedArgument("extra"))
    XCTAssertEqual(error(of: ["-"]), .unexpectedArgument("-"))
  }

  func testErrorDescriptionsNameTheArgument() {
    XCTAssertEqual(ArgumentError.unknownLanguage("fr").description, "unknown language 'fr' for --lang (use ko or en)")
    XCTAssertEqual(ArgumentError.unknownOption("--bogus").description, "unknown option '--bogus'")
    XCTAssertTrue(ArgumentError.missingValue("--script").description.contains("- for standard input"))
  }

  func testTheWindowTakesTheSameOptionsButNoScript() throws {
    XCTAssertEqual(try parse(["--lang", "ko"], face: .window), .run(.korean, script: nil))
    XCTAssertEqual(try parse(["--version"], face: .window), .version)
    XCTAssertEqual(try parse(["-h"], environment: ["LANG": "ko_KR.UTF-8"], face: .window), .help(.korean))
    XCTAssertEqual(error(of: ["--script", "-"], face: .window), .unknownOption("--script"))
    XCTAssertEqual(error(of: ["--lang"], face: .window), .missingValue("--lang"))
    XCTAssertEqual(
      ArgumentError.unexpectedArgument("x").message(in: .english, face: .window),
      "unexpected argument 'x' (signup-gtk takes options only)")
  }

  func testUsageDocumentsTheOutputAndExitStatuses() {
    let help = Usage.help(for: .terminal, in: .english)
    XCTAssertTrue(help.hasPrefix(Usage.synopsis(for: .terminal)))
    for text in [
      "--lang ko|en", "--accounts FILE", "--script FILE|-", "type nickname|email|birth TEXT", "tap male|female",
      "submit",
    ] {
      XCTAssertTrue(help.contains(text), text)
    }
    XCTAssertTrue(help.contains("account's JSON is the last line of output"), help)
    XCTAssertTrue(help.contains("~/.local/share/sprout/accounts.sqlite"), help)
    XCTAssertTrue(help.contains("at most 1 MiB"), help)
    XCTAssertTrue(help.contains("2  could not run"))
    XCTAssertTrue(help.contains("3  the output could not be written"))
    XCTAssertTrue(Usage.help(for: .terminal, in: .korean).contains("3  출력을 쓸 수 없음"))
    XCTAssertTrue(Usage.help(for: .terminal, in: .korean).contains("type nickname|email|birth 내용"))
  }

  func testTheWindowsHelpSharesTheLimitsTheRequestAndHasItsOwnExitStatuses() throws {
    for language in Language.allCases {
      let window = Usage.help(for: .window, in: language)
      XCTAssertTrue(window.hasPrefix("usage: signup-gtk [--lang ko|en]"), window)
      XCTAssertFalse(window.contains("--script"), window)
      let start = try XCTUnwrap(window.range(of: language == .korean ? "종료 상태:" : "Exit status:"))
      let exitSection = String(window[start.lowerBound...])
      for scriptWord in ["script", "스크립트", "submit", "terminal", "터미널"] {
        XCTAssertFalse(exitSection.contains(scriptWord), "the window has no \(scriptWord) status: \(exitSection)")
      }
      XCTAssertTrue(exitSection.contains(language == .korean ? "디스플레이 없음" : "no display"), exitSection)
      XCTAssertTrue(window.contains(#""email":"a@b.co","gender":0,"id":1,"nick":"새싹"}"#), window)
      XCTAssertTrue(window.contains("--accounts FILE"), window)
    }
    XCTAssertTrue(Usage.help(for: .window, in: .korean).contains("창:"))
  }

  func testHelpFitsInEightyColumnsInEveryLanguageAndFace() {
    for face in ProgramFace.allCases {
      for language in Language.allCases {
        for line in Usage.help(for: face, in: language).split(separator: "\n") {
          XCTAssertLessThanOrEqual(displayWidth(line), 80, "\(face) \(language): \(line)")
        }
      }
    }
  }

  func testTheAccountStoreIsAFileOrTheService() throws {
    XCTAssertEqual(
      try parse(["--accounts", "a.sqlite"]), .run(.english, script: nil, accounts: .file(path: "a.sqlite")))
    XCTAssertEqual(
      try parse(["--server", "http://127.0.0.1:8080"], face: .window),
      .run(.english, script: nil, accounts: .service(try XCTUnwrap(URL(string: "http://127.0.0.1:8080")))))
    XCTAssertEqual(try parse([]), .run(.english, script: nil, accounts: .defaultFile))
    XCTAssertEqual(error(of: ["--accounts", "a", "--server", "http://h"]), .conflictingStores)
    XCTAssertEqual(error(of: ["--server", "http://h", "--accounts", "a"]), .conflictingStores)
    XCTAssertEqual(error(of: ["--accounts", "a", "--accounts", "b"]), .repeatedOption("--accounts"))
    XCTAssertEqual(error(of: ["--accounts", "-"]), .missingValue("--accounts"))
    for bad in ["ftp://h", "127.0.0.1:8080", "http://", "http://h/?q=1", "http://u@h"] {
      XCTAssertEqual(error(of: ["--server", bad]), .badServerAddress(bad), bad)
    }
    XCTAssertEqual(
      ArgumentError.badServerAddress("ftp://h\u{1B}").message(in: .english, face: .terminal),
      "'ftp://h\\e' is not a sign-up service address for --server (e.g. http://127.0.0.1:8080)")
    XCTAssertEqual(error(of: ["--server"]), .missingValue("--server"))
    XCTAssertEqual(
      ArgumentError.missingValue("--server").message(in: .english, face: .terminal),
      "option '--server' needs a value (the sign-up service's address, e.g. http://127.0.0.1:8080)")
    XCTAssertEqual(
      ArgumentError.missingValue("--server").message(in: .korean, face: .terminal),
      "옵션 '--server'에 값이 필요합니다 (가입 서비스 주소, 예: http://127.0.0.1:8080)")
  }
}
