import SignUp
import Testing

@Suite("Language")
struct LanguageTests {
  @Test(
    "--lang values",
    arguments: [("ko", Language.korean), ("en", .english), ("KO", .korean), ("En", .english), (" ko ", .korean)])
  func parsesArgument(argument: String, expected: Language) throws {
    #expect(try Language(argument: argument) == expected)
  }

  @Test("bad --lang values are typed errors", arguments: ["", "fr", "kor", "korean", "k o", "ko_KR"])
  func rejectsArgument(argument: String) {
    #expect(throws: LanguageError.unknownValue(argument)) { try Language(argument: argument) }
  }

  @Test("the error names the bad value in both languages")
  func errorMessages() {
    let error = LanguageError.unknownValue("fr")
    #expect(error.message(in: .english) == "Unknown language 'fr'. Use 'ko' or 'en'.")
    #expect(error.message(in: .korean) == "알 수 없는 언어 'fr'입니다. 'ko' 또는 'en'을 사용해 주세요.")
    #expect(error.description == error.message(in: .english))
  }

  @Test(
    "detection from a LANG-style value",
    arguments: [
      ("ko_KR.UTF-8", Language.korean), ("ko_KR", .korean), ("ko", .korean), ("ko-KR", .korean),
      ("KO_kr.utf8", .korean), ("ko.UTF-8", .korean), ("ko@latin", .korean),
      ("en_US.UTF-8", .english), ("C", .english), ("POSIX", .english), ("C.UTF-8", .english), ("", .english),
      ("kok_IN", .english), ("ja_JP.UTF-8", .english),
    ])
  func detectsLocale(value: String, expected: Language) {
    #expect(Language.detected(fromLocale: value) == expected)
  }

  @Test("a missing LANG means English")
  func detectsMissingLocale() {
    #expect(Language.detected(fromLocale: nil) == .english)
  }

  @Test(
    "environment precedence is LC_ALL, LC_MESSAGES, LANG; empty values are skipped",
    arguments: [
      (["LANG": "ko_KR.UTF-8"], Language.korean),
      (["LANG": "ko_KR.UTF-8", "LC_ALL": "en_US.UTF-8"], .english),
      (["LANG": "en_US.UTF-8", "LC_MESSAGES": "ko_KR.UTF-8"], .korean),
      (["LC_ALL": "", "LANG": "ko_KR.UTF-8"], .korean),
      (["LC_ALL": "ko_KR.UTF-8", "LC_MESSAGES": "en_US.UTF-8", "LANG": "en_US.UTF-8"], .korean),
      ([:], .english),
    ])
  func detectsEnvironment(environment: [String: String], expected: Language) {
    #expect(Language.detected(fromEnvironment: environment) == expected)
  }
}
