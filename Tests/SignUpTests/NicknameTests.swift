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
      (String(repeating: accentedE, count: 10), String(repeating: "\u{E9}", count: 10)),
      (String(repeating: conjoiningGa, count: 10), String(repeating: "가", count: 10)),
      (String(repeating: "🇰🇷", count: 10), String(repeating: "🇰🇷", count: 10)),
      ("❤️", "❤️"),
      ("새싹❤️", "새싹❤️"),
      ("می\u{200C}خواهم", "می\u{200C}خواهم"),
      ("क्\u{200C}ष", "क्\u{200C}ष"),
      ("क्\u{200D}ष", "क्\u{200D}ष"),
      ("ی\u{64B}\u{200C}ب", "ی\u{64B}\u{200C}ب"),
      (
        String(repeating: "x" + String(repeating: "\u{301}", count: 5), count: 10),
        String(repeating: "x" + String(repeating: "\u{301}", count: 5), count: 10)
      ),
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
      ("a" + String(repeating: "\u{308}", count: 30_000), .tooLarge(scalars: 30_000, bytes: 60_000)),
      (
        String(repeating: "x\u{301}\u{301}\u{301}\u{301}\u{301}\u{301}\u{301}", count: 10),
        .tooLarge(scalars: 80, bytes: 150)
      ),
      ("a\u{FFFF}b", .unusableCharacter("\u{FFFF}")),
      ("a\u{0378}b", .unusableCharacter("\u{0378}")),
      ("\u{E000}abc", .unusableCharacter("\u{E000}")),
      ("ab\u{F0000}", .unusableCharacter("\u{F0000}")),
      ("ab\u{E0061}", .invisibleCharacter("\u{E0061}")),
      ("می\u{200C}", .invisibleCharacter("\u{200C}")),
      ("a\u{200C}b", .invisibleCharacter("\u{200C}")),
      ("새\u{200D}싹", .invisibleCharacter("\u{200D}")),
      ("می\u{200C} خواهم", .invisibleCharacter("\u{200C}")),
      ("क्\u{200C}", .invisibleCharacter("\u{200C}")),
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
      ("\u{200B}", .invisibleOnly),
      ("\u{2060}", .invisibleOnly),
      ("\u{FEFF}", .invisibleOnly),
      ("\u{00AD}", .invisibleOnly),
      ("\u{FE0F}", .invisibleOnly),
      ("\u{E0100}", .invisibleOnly),
      ("\u{115F}", .invisibleOnly),
      ("\u{1160}", .invisibleOnly),
      ("\u{3164}", .invisibleOnly),
      ("\u{FFA0}", .invisibleOnly),
      ("\u{3164}\u{3164}\u{3164}", .invisibleOnly),
      ("\u{200B} \u{200B}", .invisibleOnly),
      (" \u{3164} \u{FFA0} ", .invisibleOnly),
      ("\u{200D}\u{200C}", .invisibleOnly),
      ("\u{200B}새싹", .invisibleCharacter("\u{200B}")),
      ("새싹\u{200B}", .invisibleCharacter("\u{200B}")),
      ("\u{3164}새싹", .invisibleCharacter("\u{3164}")),
      ("새싹\u{FFA0}", .invisibleCharacter("\u{FFA0}")),
      ("새싹 \u{2060}", .invisibleCharacter("\u{2060}")),
      ("\u{FEFF}abc", .invisibleCharacter("\u{FEFF}")),
      ("abc\u{00AD}", .invisibleCharacter("\u{00AD}")),
      ("새\u{200B}싹", .invisibleCharacter("\u{200B}")),
      ("새\u{200C}싹", .invisibleCharacter("\u{200C}")),
      ("새\u{3164}싹", .invisibleCharacter("\u{3164}")),
      ("a\u{2800}b", .invisibleCharacter("\u{2800}")),
      ("a\u{200D}b", .invisibleCharacter("\u{200D}")),
      ("\u{2800}", .invisibleOnly),
      ("\u{2800}\u{2800}\u{2800}", .invisibleOnly),
      ("\u{301}abc", .startsWithCombiningMark("\u{301}")),
      ("so\u{00AD}ft", .invisibleCharacter("\u{00AD}")),
    ])
  func rejects(input: String, expected: NicknameProblem) {
    #expect(Nickname.validate(input) == .failure(expected))
  }

  @Test("invisible-character messages name the character in both languages")
  func invisibleMessages() {
    #expect(NicknameProblem.invisibleCharacter("\u{200B}").message(in: .english).contains("U+200B"))
    #expect(NicknameProblem.invisibleCharacter("\u{200B}").message(in: .english).contains("look like another name"))
    #expect(NicknameProblem.invisibleCharacter("\u{3164}").message(in: .korean).contains("U+3164"))
    #expect(NicknameProblem.invisibleOnly.message(in: .korean).contains("보이는 글자"))
  }

  @Test(
    "emoji and variation sequences are names: a joiner, a variation selector or a tag inside them is not hidden",
    arguments: ["❤️", "새싹❤️", "👨‍👩‍👧", "👍🏽", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "葛󠄀", "1️⃣"])
  func acceptsEmojiSequences(input: String) throws {
    #expect(try Nickname.validate(input).get().text == input)
  }

  @Test("a name typed decomposed is sent composed (NFC), and looks the same")
  func composesToNFC() throws {
    #expect(try Nickname.validate("\u{1109}\u{1162}\u{110A}\u{1161}\u{11A8}").get().text == "새싹")
    #expect(try Nickname.validate("e\u{301}").get().text == "\u{E9}")
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
