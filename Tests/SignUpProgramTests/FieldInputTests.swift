import SignUp
import SignUpProgram
import Testing

@Suite("Field input policy")
struct FieldInputTests {
  @Test(
    "escape sequences are removed whole and counted once each; lone controls once each",
    arguments: [
      ("\u{1B}[31mred\u{1B}[0m", "red", 2),
      ("\u{1B}]2;title\u{7}x", "x", 1),
      ("\u{1B}]8;;https://a\u{1B}\\link\u{1B}]8;;\u{1B}\\", "link", 2),
      ("\u{1B}(Bx", "x", 1),
      ("\u{1B}7a\u{1B}8", "a", 2),
      ("\u{9B}1;2Hx", "x", 1),
      ("\u{1B}Pq#0;2\u{1B}\\y", "y", 1),
      ("a\u{0}b\u{7F}c\u{85}", "abc", 3),
      ("\u{1B}", "", 1),
      ("\u{1B}[", "", 1),
      ("\u{1B}새", "새", 1),
      ("plain", "plain", 0),
    ])
  func cleaning(input: String, text: String, removed: Int) {
    #expect(FieldInput.clean(input) == CleanedText(text: text, removedCount: removed))
  }

  @Test("line breaks and tabs become one space each, without a notice")
  func whitespace() {
    #expect(FieldInput.clean("a\r\nb\rc\nd\te") == CleanedText(text: "a b c d e", removedCount: 0))
    #expect(FieldInput.insertion(of: "a\tb", into: .nickname, existing: "").notice == nil)
  }

  @Test("bidi and invisible characters are kept, for the rule to refuse with its reason")
  func keptForTheRules() {
    #expect(FieldInput.insertion(of: "새\u{202E}싹\u{200B}", into: .nickname, existing: "").text == "새\u{202E}싹\u{200B}")
  }

  @Test("a field takes up to its limit; what is left out, the reader's cut included, is counted")
  func limits() {
    #expect(FieldInput.limit(of: .nickname) == 30)
    #expect(FieldInput.limit(of: .email) == 255)
    #expect(FieldInput.limit(of: .birthDate) == 16)
    let paste = FieldInput.insertion(of: String(repeating: "가", count: 40), into: .nickname, existing: "새싹")
    #expect(paste.text.count == 28)
    #expect(paste.notice == .fieldFull(.nickname, limit: 30, dropped: 12))
    let cut = FieldInput.insertion(
      of: String(repeating: "a", count: 256), into: .email, existing: "", alreadyDropped: 9)
    #expect(cut.notice == .fieldFull(.email, limit: 255, dropped: 10))
    #expect(FieldInput.insertion(of: "x", into: .gender, existing: "").text == "")
  }

  @Test("a full field outranks removed controls, which outrank bytes that were not UTF-8")
  func noticeOrder() {
    #expect(
      FieldInput.insertion(of: "\u{7}" + String(repeating: "a", count: 20), into: .birthDate, existing: "").notice
        == .fieldFull(.birthDate, limit: 16, dropped: 4))
    #expect(
      FieldInput.insertion(of: "a\u{7}", into: .email, existing: "", invalidSequences: 2).notice
        == .controlCharactersRemoved(count: 1))
    #expect(
      FieldInput.insertion(of: "a", into: .email, existing: "", invalidSequences: 2).notice == .invalidTextDropped)
  }

  @Test("a million characters are cleaned and cut in linear time")
  func large() {
    let insertion = FieldInput.insertion(
      of: String(repeating: "가\u{1B}[1m", count: 1_000_000), into: .nickname, existing: "")
    #expect(insertion.text.count == 30)
    #expect(insertion.notice == .fieldFull(.nickname, limit: 30, dropped: 999_970))
  }

  @Test("typing on into a full field adds up what was left out; any other notice takes over")
  func noticesFollowing() {
    let full = FormNotice.fieldFull(.nickname, limit: 30, dropped: 1_810)
    #expect(
      full.followed(by: .fieldFull(.nickname, limit: 30, dropped: 8_160))
        == .fieldFull(.nickname, limit: 30, dropped: 9_970))
    #expect(full.followed(by: .fieldFull(.email, limit: 255, dropped: 2)) == .fieldFull(.email, limit: 255, dropped: 2))
    #expect(full.followed(by: .controlCharactersRemoved(count: 1)) == .controlCharactersRemoved(count: 1))
    let scalars = FormNotice.fieldFullOfScalars(.nickname, limit: 120, dropped: 3)
    #expect(
      scalars.followed(by: .fieldFullOfScalars(.nickname, limit: 120, dropped: 4))
        == .fieldFullOfScalars(.nickname, limit: 120, dropped: 7))
    #expect(scalars.followed(by: full) == full)
    #expect(FormNotice.typingIgnored.followed(by: full) == full)
  }
}
