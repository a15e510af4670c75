import TerminalUI
import Testing

@Suite("Display width")
struct DisplayWidthTests {
  @Test("ASCII is one column per character")
  func ascii() {
    #expect(displayWidth("hello") == 5)
    #expect(displayWidth("") == 0)
    #expect("a b".displayWidth == 3)
  }

  @Test("Hangul syllables, jamo and compatibility jamo are two columns")
  func hangul() {
    #expect(displayWidth("새싹") == 4)
    #expect(displayWidth(Character("가")) == 2)
    #expect(displayWidth(Character("\u{1100}\u{1161}\u{11A8}")) == 2)  // 각 from conjoining jamo
    #expect(displayWidth(Character("ㄱ")) == 2)
    #expect(displayWidth("이름: 새싹") == 10)
  }

  @Test("CJK, kana and fullwidth forms are two columns; halfwidth forms one")
  func cjk() {
    #expect(displayWidth("漢字") == 4)
    #expect(displayWidth("ひらがなカタカナ") == 16)
    #expect(displayWidth("Ａ") == 2)  // U+FF21
    #expect(displayWidth("￦") == 2)  // U+FFE6
    #expect(displayWidth("ｱ") == 1)  // U+FF71 halfwidth katakana
    #expect(displayWidth("\u{3000}") == 2)  // ideographic space
  }

  @Test("Combining marks add nothing")
  func combining() {
    #expect(displayWidth("e\u{301}") == 1)
    #expect(displayWidth("é") == 1)
    #expect(displayWidth("a\u{300}\u{301}\u{302}b") == 2)
    #expect(displayWidth(Character("\u{301}")) == 0)
  }

  @Test("Emoji in emoji presentation are two columns, including sequences")
  func emoji() {
    #expect(displayWidth("😀") == 2)
    #expect(displayWidth("👍🏽") == 2)
    #expect(displayWidth("👨‍👩‍👧‍👦") == 2)
    #expect(displayWidth("🇰🇷") == 2)
    #expect(displayWidth("🇰🇷🇯🇵") == 4)
    #expect(displayWidth("1️⃣") == 2)
    #expect(displayWidth("❤️") == 2)
    #expect(displayWidth("❤") == 1)
    #expect(displayWidth("🏳️‍🌈") == 2)
  }

  @Test("Controls and zero-width format characters are zero columns")
  func zeroWidth() {
    #expect(displayWidth(Character("\u{1B}")) == 0)
    #expect(displayWidth(Character("\t")) == 0)
    #expect(displayWidth(Character("\r\n")) == 0)
    #expect(displayWidth(Character("\u{85}")) == 0)
    #expect(displayWidth(Character("\u{200B}")) == 0)
    #expect(displayWidth("a\u{200D}b") == 2)
  }

  @Test("Truncation never splits a wide character")
  func truncation() {
    #expect("새싹abc".truncated(toDisplayWidth: 3) == "새")
    #expect("새싹abc".truncated(toDisplayWidth: 4) == "새싹")
    #expect("새싹abc".truncated(toDisplayWidth: 100) == "새싹abc")
    #expect("hello world".truncated(toDisplayWidth: 8, ellipsis: "…") == "hello w…")
    #expect("가나다".truncated(toDisplayWidth: 4, ellipsis: "…") == "가…")
    #expect("abc".truncated(toDisplayWidth: 0) == "")
    #expect("abc".truncated(toDisplayWidth: -3) == "")
  }

  @Test("Padding fills to the exact width")
  func padding() {
    #expect("남자".padded(toDisplayWidth: 6) == "남자  ")
    #expect("ab".padded(toDisplayWidth: 4, alignment: .trailing) == "  ab")
    #expect("ab".padded(toDisplayWidth: 5, alignment: .center) == " ab  ")
    #expect("가나".padded(toDisplayWidth: 3) == "가 ")
    #expect("가나".padded(toDisplayWidth: 3).displayWidth == 3)
  }
}
