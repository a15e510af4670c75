import SignUp
import SignUpWindow
import XCTest

/// The command line; no display needed.
final class SignupGTKCommandTests: XCTestCase {
  func testLanguageFromTheOptionOrTheLocale() throws {
    XCTAssertEqual(try SignupGTKCommand(arguments: ["--lang", "en"], environment: [:]), .window(language: .english))
    XCTAssertEqual(try SignupGTKCommand(arguments: ["--lang=ko"], environment: [:]), .window(language: .korean))
    XCTAssertEqual(
      try SignupGTKCommand(arguments: [], environment: ["LANG": "ko_KR.UTF-8"]), .window(language: .korean))
    XCTAssertEqual(try SignupGTKCommand(arguments: [], environment: [:]), .window(language: .english))
    XCTAssertEqual(try SignupGTKCommand(arguments: ["-h"], environment: [:]), .help)
  }

  func testBadArgumentsAreTypedErrors() {
    func error(_ arguments: [String]) -> SignupGTKArgumentError? {
      do {
        _ = try SignupGTKCommand(arguments: arguments, environment: [:])
        return nil
      } catch {
        return error
      }
    }
    XCTAssertEqual(error(["--lang"]), .missingValue("--lang"))
    XCTAssertEqual(error(["--lang", "fr"]), .unknownLanguage("fr"))
    XCTAssertEqual(error(["--lang", "ko", "--lang", "en"]), .repeatedOption("--lang"))
    XCTAssertEqual(error(["--script", "x"]), .unexpectedArgument("--script"))
  }
}
