import TerminalUI
import Testing
import TextSafety

/// Every public text function handles inputs far larger than a person types (what used to take seconds to minutes
/// when the functions were quadratic), gives exact widths and clamps instead of trapping. Speed itself is not
/// asserted here (no timed tests): the inputs are sized so that a quadratic version shows up as a stalled run.
@Suite("Text functions: linear time, exact widths, no traps")
struct TextLinearTimeTests {
  @Test("sanitize and escaped of 160,000 control characters are cleaned and escaped whole")
  func sanitizeIsLinear() {
    let hostile = String(repeating: "\u{1B}", count: 160_000)
    let sanitized = DisplaySanitizer.sanitize(hostile)
    let escaped = DisplaySanitizer.escaped(hostile)
    #expect(sanitized.utf8.count == 320_000)
    #expect(escaped.utf8.count == 320_000)
    #expect(sanitized.hasPrefix("^[^["))
  }

  @Test("escaped shows controls as backslash escapes")
  func escapedForms() {
    #expect(DisplaySanitizer.escaped("\u{1B}]2;title\u{7}") == #"\e]2;title\a"#)
    #expect(DisplaySanitizer.escaped("a\tb\r\n\u{0}\u{7F}\u{9B}") == #"a\tb\r\n\x00\x7F\x9B"#)
    #expect(DisplaySanitizer.escaped("x\u{202E}y\u{2028}") == #"x\u{202E}y\u{2028}"#)
    #expect(DisplaySanitizer.escaped("새싹 🌱") == "새싹 🌱")
  }

  @Test("wrapping a 16,000-character word at width 1 is fast and exact")
  func wrappingIsLinear() {
    let word = String(repeating: "a", count: 16_000)
    let lines = word.wrapped(toDisplayWidth: 1)
    #expect(lines.count == 16_000)
    #expect(lines.allSatisfy { $0 == "a" })
    let limited = String(repeating: "가", count: 50_000).wrapped(toDisplayWidth: 3, maximumLines: 2)
    #expect(limited == ["가", "가…"])
  }

  @Test("wrapping still breaks words at spaces and cuts with an ellipsis")
  func wrappingBehaviour() {
    #expect("aaa bbb ccc".wrapped(toDisplayWidth: 7) == ["aaa bbb", "ccc"])
    #expect("aaaaaaaaaa bb".wrapped(toDisplayWidth: 4) == ["aaaa", "aaaa", "aa", "bb"])
    #expect("a b c d e f".wrapped(toDisplayWidth: 3, maximumLines: 2) == ["a b", "c…"])
    #expect("가".wrapped(toDisplayWidth: 1) == ["가"], "a character wider than the line gets a line of its own")
    #expect("x".wrapped(toDisplayWidth: .max) == ["x"])
  }

  @Test(
    "padding is exact after a Prepend scalar and before a spacing mark",
    arguments: ["\u{600}", "\u{600}a", "\u{17C7}", "a\u{17C7}", "\u{915}\u{93F}", "\u{110BD}x", "e\u{301}", "❤️", "가"])
  func paddingIsExact(text: String) {
    for width in 0...6 {
      for alignment in [TextAlignment.leading, .center, .trailing] {
        let padded = text.padded(toDisplayWidth: width, alignment: alignment)
        #expect(padded.displayWidth == width, "\(text.unicodeScalars.map(\.value)) at \(width) \(alignment)")
      }
    }
  }

  @Test("widths add up when text is joined, as terminals measure them")
  func additiveWidths() {
    #expect(displayWidth("\u{600}") + displayWidth(" ") == displayWidth("\u{600} "))
    #expect(displayWidth(" ") + displayWidth("\u{17C7}") == displayWidth(" \u{17C7}"))
    #expect(displayWidth("\u{600}a") == 1)
  }

  @Test("huge and negative widths clamp instead of trapping")
  func clamps() {
    #expect("ab".padded(toDisplayWidth: .max).displayWidth == maximumTextWidth)
    #expect("ab".padded(toDisplayWidth: .min) == "")
    #expect("ab".truncated(toDisplayWidth: .max) == "ab")
    #expect("ab".truncated(toDisplayWidth: .min, ellipsis: "…") == "")
    #expect("ab".wrapped(toDisplayWidth: .min).isEmpty)
    #expect("ab cd".wrapped(toDisplayWidth: 2, maximumLines: .max) == ["ab", "cd"])
  }

  @Test("truncating a long text is linear")
  func truncationIsLinear() {
    let long = String(repeating: "가나다", count: 50_000)
    let cut = long.truncated(toDisplayWidth: 100_000, ellipsis: "…")
    #expect(cut.displayWidth <= 100_000)
    #expect(cut.hasSuffix("…"))
  }

  @Test("a label that does not fit is cut with an ellipsis")
  func labelEllipsis() {
    var buffer = ScreenBuffer(size: TerminalSize(columns: 10, rows: 1))
    Label("Tab/Shift-Tab next").draw(into: &buffer, in: buffer.bounds)
    #expect(buffer.text(row: 0) == "Tab/Shift…")
  }

  @Test("a placeholder wider than its field is cut with an ellipsis")
  func placeholderEllipsis() {
    var buffer = ScreenBuffer(size: TerminalSize(columns: 16, rows: 1))
    TextField(model: TextFieldModel(), placeholder: "up to 10 characters").draw(into: &buffer, in: buffer.bounds)
    #expect(buffer.text(row: 0) == "up to 10 charac…")
  }

  @Test("the field editor counts the control characters it removes")
  func removedControls() {
    #expect(TextFieldModel.removedControlCount(in: "a\u{1B}b\u{7}\u{202E}") == 2)
    #expect(TextFieldModel.removedControlCount(in: "a\r\nb\tc\n") == 0)
  }
}
