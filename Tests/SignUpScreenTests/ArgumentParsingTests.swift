import SignUp
import TerminalUI
import XCTest

@testable import SignUpScreen

final class ArgumentParsingTests: XCTestCase {
  private func parse(_ arguments: [String], environment: [String: String] = [:]) throws -> SignupCommand {
    try SignupCommand(arguments: arguments, environment: environment)
  }

  private func error(of arguments: [String]) -> ArgumentError? {
    do {
      _ = try SignupCommand(arguments: arguments, environment: [:])
      return nil
    } catch {
      return error
    }
  }

  func testNoArgumentsRunsTheScreenInTheLanguageOfTheEnvironment() throws {
    XCTAssertEqual(try parse([], environment: ["LANG": "ko_KR.UTF-8"]), .interactive(language: .korean))
    XCTAssertEqual(try parse([], environment: ["LANG": "en_US.UTF-8"]), .interactive(language: .english))
    XCTAssertEqual(try parse([], environment: [:]), .interactive(language: .english))
    XCTAssertEqual(
      try parse([], environment: ["LC_ALL": "en_US.UTF-8", "LANG": "ko_KR.UTF-8"]), .interactive(language: .english))
  }

  func testLangOptionOverridesTheEnvironment() throws {
    XCTAssertEqual(try parse(["--lang", "en"], environment: ["LANG": "ko_KR.UTF-8"]), .interactive(language: .english))
    XCTAssertEqual(try parse(["--lang=ko"]), .interactive(language: .korean))
    XCTAssertEqual(try parse(["--lang", "KO"]), .interactive(language: .korean))
  }

  func testScriptOption() throws {
    XCTAssertEqual(try parse(["--script", "steps.txt"]), .script(.file(path: "steps.txt"), language: .english))
    XCTAssertEqual(try parse(["--script", "-", "--lang", "ko"]), .script(.standardInput, language: .korean))
    XCTAssertEqual(
      try parse(["--lang", "en", "--script=a b.txt"], environment: ["LANG": "ko"]),
      .script(.file(path: "a b.txt"), language: .english))
  }

  func testHelpWinsOverWhatFollows() throws {
    XCTAssertEqual(try parse(["--help"]), .help(language: .english))
    XCTAssertEqual(try parse(["-h", "--bogus"]), .help(language: .english))
    XCTAssertEqual(
      try parse(["--lang", "en", "--help"], environment: ["LANG": "ko_KR.UTF-8"]), .help(language: .english))
    XCTAssertEqual(try parse(["--help", "--lang", "ko"]), .help(language: .korean))
    XCTAssertEqual(try parse(["--help"], environment: ["LANG": "ko_KR.UTF-8"]), .help(language: .korean))
    XCTAssertEqual(try parse(["--version", "--bogus"]), .version)
  }

  func testMessagesQuoteArgumentsEscaped() {
    let hostile = "--x\u{1B}]2;pwned\u{7}\u{202E}"
    XCTAssertEqual(error(of: [hostile]), .unknownOption(hostile))
    for language in Language.allCases {
      let message = ArgumentError.unknownOption(hostile).message(in: language)
      XCTAssertFalse(message.unicodeScalars.contains(where: DisplaySanitizer.isUnsafe), message)
      XCTAssertTrue(message.contains(#"--x\e]2;pwned\a\u{202E}"#), message)
    }
    let language = ArgumentError.unknownLanguage("\u{1B}[2J").message(in: .english)
    XCTAssertEqual(language, #"unknown language '\e[2J' for --lang (use ko or en)"#)
  }

  func testArgumentErrorsAreInTheLanguageOfLangEvenWhenTheyDoNotParse() {
    XCTAssertEqual(SignupCommand.language(in: ["--bogus", "--lang", "ko"], environment: [:]), .korean)
    XCTAssertEqual(SignupCommand.language(in: ["--lang=ko", "x"], environment: [:]), .korean)
    XCTAssertEqual(SignupCommand.language(in: ["--lang", "fr"], environment: ["LANG": "ko_KR.UTF-8"]), .korean)
    XCTAssertEqual(SignupCommand.language(in: [], environment: [:]), .english)
    XCTAssertEqual(ArgumentError.unknownOption("--x").message(in: .korean), "알 수 없는 옵션 '--x'")
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

  func testUsageDocumentsTheOutputAndExitStatuses() {
    XCTAssertTrue(Usage.help.hasPrefix(Usage.synopsis))
    for text in ["--lang ko|en", "--script FILE|-", "type nickname|email|birth TEXT", "tap male|female", "submit"] {
      XCTAssertTrue(Usage.help.contains(text), text)
    }
    XCTAssertTrue(Usage.help.contains("its JSON is the last line of output"))
    XCTAssertTrue(Usage.help.contains("2  could not run"))
    XCTAssertTrue(Usage.help.contains("3  the output could not be written"))
    XCTAssertTrue(Usage.help(in: .korean).contains("3  출력을 쓸 수 없음"))
    XCTAssertTrue(Usage.help(in: .korean).contains("type nickname|email|birth 내용"))
  }

  func testHelpFitsInEightyColumnsInEveryLanguage() {
    for language in Language.allCases {
      for line in Usage.help(in: language).split(separator: "\n") {
        XCTAssertLessThanOrEqual(displayWidth(line), 80, "\(language): \(line)")
      }
    }
  }
}
