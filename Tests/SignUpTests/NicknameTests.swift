import SignUp
import Testing

@Suite("Nickname rule")
struct NicknameTests {
  static let family = "👨‍👩‍👧"
  static let accentedE = "e\u{301}"
  static let conjoiningGa = "\u{1100}\u{1161}"

  @Test(
    "accepts and trims",
    arguments: [
      ("새싹", "새싹"),
      ("  새싹  ", "새싹"),
      ("\t새싹\n", "새싹"),
      ("\r\n새싹\r\n", "새싹"),
      ("\u{3000}새싹\u{00A0}", "새싹"),
      ("새 싹", "새 싹"),
      ("a", "a"),
      ("가나다라마바사아자차", "가나다라마바사아자차"),
      ("  가나다라마바사아자차  ", "가나다라마바사아자차"),
      ("abcdefghij", "abcdefghij"),
      (String(repeating: family, count: 10), String(repeating: family, count: 10)),
      (String(repeating: accentedE, count: 10), String(repeating: accentedE, count: 10)),
      (String(repeating: conjoiningGa, count: 10), String(repeating: conjoiningGa, count: 10)),
      (String(repeating: "🇰🇷", count: 10), String(repeating: "🇰🇷", count: 10)),
      ("a\u{200D}b", "a\u{200D}b"),
    ])
  func accepts(input: String, expected: String) throws {
    let nickname = try Nickname.validate(input).get()
    #expect(nickname.text == expected)
    #expect(nickname.description == expected)
  }

  @Test(
    "rejects",
    arguments: [
      ("", NicknameProblem.required),
      ("   ", .required),
      ("\n\t \r\n", .required),
      ("\u{3000}", .required),
      ("가나다라마바사아자차카", .tooLong(length: 11)),
      ("abcdefghijk", .tooLong(length: 11)),
      ("새싹 새싹 새싹 새싹", .tooLong(length: 11)),
      (String(repeating: family, count: 11), .tooLong(length: 11)),
      (String(repeating: accentedE, count: 11), .tooLong(length: 11)),
      (String(repeating: conjoiningGa, count: 11), .tooLong(length: 11)),
      (String(repeating: "새싹", count: 20), .tooLong(length: 40)),
      ("새\u{0}싹", .forbiddenCharacter("\u{0}")),
      ("새\t싹", .forbiddenCharacter("\t")),
      ("새\n싹", .forbiddenCharacter("\n")),
      ("새\u{1B}싹", .forbiddenCharacter("\u{1B}")),
      ("새\u{7F}싹", .forbiddenCharacter("\u{7F}")),
      ("새\u{85}싹", .forbiddenCharacter("\u{85}")),
      ("새\u{9F}싹", .forbiddenCharacter("\u{9F}")),
      ("새\u{202E}싹", .forbiddenCharacter("\u{202E}")),
      ("\u{202E}새싹", .forbiddenCharacter("\u{202E}")),
      ("새싹\u{202D}", .forbiddenCharacter("\u{202D}")),
      ("새\u{202A}싹", .forbiddenCharacter("\u{202A}")),
      ("새\u{2066}싹\u{2069}", .forbiddenCharacter("\u{2066}")),
      ("새\u{200F}싹", .forbiddenCharacter("\u{200F}")),
      ("새\u{061C}싹", .forbiddenCharacter("\u{061C}")),
      ("새\u{2028}싹", .forbiddenCharacter("\u{2028}")),
      ("\u{202E}가나다라마바사아자차카", .forbiddenCharacter("\u{202E}")),
    ])
  func rejects(input: String, expected: NicknameProblem) {
    #expect(Nickname.validate(input) == .failure(expected))
  }

  @Test("the throwing initializer reports the same problem as validate")
  func throwingInitializer() throws {
    #expect(throws: NicknameProblem.tooLong(length: 11)) { try Nickname(validating: "abcdefghijk") }
    #expect(try Nickname(validating: " 새싹 ").text == "새싹")
  }

  @Test("a combining mark on a leading space is kept, not trimmed away")
  func combiningMarkOnSpaceIsKept() throws {
    let nickname = try Nickname.validate(" \u{301}a").get()
    #expect(nickname.text.unicodeScalars.count == 3)
  }
}
