import SignUp
import XCTest

@testable import SignUpProgram

/// Every echoed value is cut the same way, and a locale that is not UTF-8 is warned about.
final class EchoAndLocaleTests: XCTestCase {
  func testEveryEchoedValueIsCutAtEightyCharactersAndEscaped() {
    let long = String(repeating: "a", count: 100_000)
    XCTAssertEqual(EchoedText.shown(long), String(repeating: "a", count: 80) + "…")
    XCTAssertEqual(EchoedText.shown(String(repeating: "b", count: 80)), String(repeating: "b", count: 80))
    XCTAssertEqual(EchoedText.shown("\u{1B}]2;x\u{7}"), #"\e]2;x\a"#)
    let argument = ArgumentError.unknownOption("--" + long).message(in: .english, face: .terminal)
    let storePath = ProgramTexts(face: .window, language: .english).storeCannotOpen(path: long, .readOnly)
    for message in [argument, storePath] {
      XCTAssertTrue(message.contains(String(repeating: "a", count: 78) + "…"), message)
      XCTAssertLessThan(message.count, 300, message)
    }
  }

  func testALocaleThatIsNotUTF8IsNamedAndOthersAreNot() {
    XCTAssertEqual(LocaleCharset.nonUTF8Locale(in: ["LANG": "ko_KR.EUC-KR"]), "ko_KR.EUC-KR")
    XCTAssertEqual(
      LocaleCharset.nonUTF8Locale(in: ["LC_ALL": "en_US.ISO-8859-1", "LANG": "en_US.UTF-8"]),
      "en_US.ISO-8859-1")
    XCTAssertEqual(
      LocaleCharset.nonUTF8Locale(in: ["LC_CTYPE": "ko_KR.eucKR@euro", "LANG": "C.UTF-8"]),
      "ko_KR.eucKR@euro")
    for utf8 in ["ko_KR.UTF-8", "ko_KR.utf8", "C.UTF-8", "en_US.Utf_8@latin"] {
      XCTAssertNil(LocaleCharset.nonUTF8Locale(in: ["LANG": utf8]), utf8)
    }
    XCTAssertNil(LocaleCharset.nonUTF8Locale(in: ["LANG": "ko_KR"]), "no codeset: nothing to say")
    XCTAssertNil(LocaleCharset.nonUTF8Locale(in: [:]))
    XCTAssertNil(LocaleCharset.nonUTF8Locale(in: ["LC_ALL": "", "LANG": "ko_KR.UTF-8"]), "an empty LC_ALL is skipped")
    let warning = ProgramTexts(face: .terminal, language: .korean).nonUTF8Locale("ko_KR.EUC-KR")
    XCTAssertEqual(
      warning,
      "signup: warning: the locale ko_KR.EUC-KR is not UTF-8, but signup writes UTF-8, so its text (Korean above all)"
        + " may show as garbage; use a UTF-8 locale, for example LANG=ko_KR.UTF-8.")
    XCTAssertTrue(warning.unicodeScalars.allSatisfy(\.isASCII), "readable in any terminal")
  }
}
