import Testing
import TextSafety

@Suite("Display sanitizer")
struct DisplaySanitizerTests {
  @Test("Escape sequences are shown in caret notation")
  func escape() {
    #expect(DisplaySanitizer.sanitize("a\u{1B}[2Jb") == "a^[[2Jb")
    #expect(DisplaySanitizer.sanitize("\t\r\n\u{0}\u{7}") == "^I^M^J^@^G")
    #expect(DisplaySanitizer.sanitize("\u{7F}") == "^?")
  }

  @Test("C1 controls and bidi controls are shown as code points")
  func c1AndBidi() {
    #expect(DisplaySanitizer.sanitize("\u{9B}31m") == "<U+009B>31m")
    #expect(DisplaySanitizer.sanitize("x\u{202E}y") == "x<U+202E>y")
    #expect(DisplaySanitizer.sanitize("\u{2066}\u{2069}") == "<U+2066><U+2069>")
    #expect(DisplaySanitizer.sanitize("\u{200F}") == "<U+200F>")
    #expect(DisplaySanitizer.sanitize("a\u{2028}b") == "a<U+2028>b")
  }

  @Test("Ordinary text, Korean and emoji pass unchanged")
  func safeText() {
    #expect(DisplaySanitizer.sanitize("새싹 sprout 🌱 é") == "새싹 sprout 🌱 é")
  }

  @Test("No unsafe scalar survives sanitizing")
  func everyControl() {
    var text = ""
    for value in UInt32(0)...0xA0 {
      if let scalar = Unicode.Scalar(value) { text.unicodeScalars.append(scalar) }
    }
    text += "\u{61C}\u{200E}\u{200F}\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}\u{2066}\u{2067}\u{2068}\u{2069}"
    let clean = DisplaySanitizer.sanitize(text)
    #expect(!clean.unicodeScalars.contains(where: DisplaySanitizer.isUnsafe))
    #expect(!clean.unicodeScalars.contains { $0.value < 0x20 || ($0.value >= 0x7F && $0.value < 0xA0) })
    #expect(clean.contains("^["))
  }

  @Test("Invisible and format characters are shown and escaped, where they are not part of a visible character")
  func hiddenCharacters() {
    #expect(DisplaySanitizer.sanitize("새\u{200B}싹") == "새<U+200B>싹")
    #expect(DisplaySanitizer.escaped("\u{FEFF}type") == "\\u{FEFF}type")
    #expect(DisplaySanitizer.escaped("a\u{2800}b\u{3164}\u{AD}") == "a\\u{2800}b\\u{3164}\\u{00AD}")
    #expect(DisplaySanitizer.escaped("e\u{200C}") == "e\\u{200C}", "a joiner after a letter is out of place")
    for kept in ["❤️", "👨‍👩‍👧", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "葛󠄀", "1️⃣", "é", "e\u{301}", "새싹"] {
      #expect(DisplaySanitizer.escaped(kept) == kept, "\(kept.unicodeScalars.map(\.value))")
      #expect(DisplaySanitizer.sanitize(kept) == kept)
    }
  }

  @Test("A combining mark with nothing to sit on is shown, so it cannot join the quote before it")
  func leadingMarks() {
    #expect(DisplaySanitizer.escaped("\u{301}abc") == "\\u{0301}abc")
    #expect(DisplaySanitizer.escaped("\u{1B}\u{301}") == "\\e\\u{0301}")
    #expect(DisplaySanitizer.displayForm(of: "\u{301}") == "<U+0301>")
    #expect(DisplaySanitizer.escaped(" \u{301}") == " \u{301}", "on a space it sits on the space")
  }
}
