import TerminalUI
import Testing

@Suite("Input decoder: keys and text")
struct InputDecoderKeyTests {
  static let keySequences: [(String, Key)] = [
    ("\u{1B}[A", Key(.up)), ("\u{1B}[B", Key(.down)), ("\u{1B}[C", Key(.right)), ("\u{1B}[D", Key(.left)),
    ("\u{1B}OA", Key(.up)), ("\u{1B}OB", Key(.down)), ("\u{1B}OC", Key(.right)), ("\u{1B}OD", Key(.left)),
    ("\t", Key(.tab)), ("\u{1B}[Z", .shiftTab),
    ("\r", Key(.enter)), ("\n", Key(.enter)), (" ", Key(.space)),
    ("\u{7F}", Key(.backspace)), ("\u{8}", Key(.backspace)),
    ("\u{1B}[3~", Key(.delete)), ("\u{1B}[2~", Key(.insert)),
    ("\u{1B}[H", Key(.home)), ("\u{1B}[1~", Key(.home)), ("\u{1B}[7~", Key(.home)), ("\u{1B}OH", Key(.home)),
    ("\u{1B}[F", Key(.end)), ("\u{1B}[4~", Key(.end)), ("\u{1B}[8~", Key(.end)), ("\u{1B}OF", Key(.end)),
    ("\u{1B}[5~", Key(.pageUp)), ("\u{1B}[6~", Key(.pageDown)),
    ("\u{1B}OP", Key(.function(1))), ("\u{1B}[15~", Key(.function(5))), ("\u{1B}[24~", Key(.function(12))),
    ("\u{3}", .ctrl("c")), ("\u{1}", .ctrl("a")), ("\u{1A}", .ctrl("z")), ("\u{1C}", .ctrl("\\")),
    ("\u{0}", Key(.space, modifiers: .control)),
    ("\u{1B}[1;5A", Key(.up, modifiers: .control)), ("\u{1B}[1;2D", Key(.left, modifiers: .shift)),
    ("\u{1B}[3;3~", Key(.delete, modifiers: .alt)),
    ("\u{1B}x", Key(.character("x"), modifiers: .alt)), ("\u{1B}\u{7F}", Key(.backspace, modifiers: .alt)),
  ]

  @Test("Each key sequence decodes to its key", arguments: keySequences)
  func key(sequence: String, expected: Key) {
    #expect(decode(bytes(sequence)) == [.key(expected)])
  }

  @Test("Printable text is grouped; Space separates runs")
  func text() {
    #expect(decode(bytes("hello")) == [.text("hello")])
    #expect(decode(bytes("a b")) == [.text("a"), .key(Key(.space)), .text("b")])
    #expect(decode(bytes("새싹🌱é")) == [.text("새싹🌱é")])
    #expect(decode(bytes("ab\u{3}")) == [.text("ab"), .key(.ctrl("c"))])
  }

  @Test("Invalid UTF-8 is reported apart from the text (never as U+FFFD) and decoding goes on")
  func invalidUTF8() {
    #expect(decode([0x61, 0xFF, 0x62]) == [.text("a"), .invalidUTF8([0xFF]), .text("b")])
    #expect(decode([0xC0, 0xAF]) == [.invalidUTF8([0xC0]), .invalidUTF8([0xAF])])
    #expect(decode([0xE0, 0x80, 0x41]) == [.invalidUTF8([0xE0]), .invalidUTF8([0x80]), .text("A")])
    #expect(decode([0xED, 0xA0, 0x80]).count == 3)  // a surrogate: three ill-formed bytes
    #expect(decode([0xE2, 0x82, 0x41]) == [.invalidUTF8([0xE2, 0x82]), .text("A")])  // truncated, then ASCII
    #expect(!decode([0x61, 0xFF, 0x62]).contains(.text("a\u{FFFD}b")))
  }

  @Test("An old X10 mouse report (ESC [ M and three bytes) is consumed whole, not typed")
  func x10Mouse() {
    #expect(decode(bytes("\u{1B}[M #!") + bytes("z")) == [.unknown(bytes("\u{1B}[M #!")), .text("z")])
    #expect(decode([0x1B, 0x5B, 0x4D, 0x20, 0xFF, 0xC0]) == [.unknown([0x1B, 0x5B, 0x4D, 0x20, 0xFF, 0xC0])])
    var decoder = InputDecoder()
    #expect(decoder.feed(bytes("\u{1B}[M ")).isEmpty, "waits for the three bytes")
    #expect(decoder.feed(bytes("a")) == [])
    #expect(decoder.feed(bytes("bcd")) == [.unknown(bytes("\u{1B}[M ab")), .text("cd")])
  }

  @Test("C1 controls encoded as UTF-8 are not text; bidi and invisible characters are, for the app's rules to judge")
  func unsafeScalars() {
    #expect(decode([0xC2, 0x9B]) == [.unknown([0xC2, 0x9B])])
    #expect(decode(bytes("a\u{202E}b\u{200B}")) == [.text("a\u{202E}b\u{200B}")])
  }

  @Test("Unknown escape sequences are consumed whole and never become text")
  func unknownSequences() {
    #expect(decode(bytes("\u{1B}[?1;2c")) == [.unknown(bytes("\u{1B}[?1;2c"))])
    #expect(decode(bytes("\u{1B}[99~x")) == [.unknown(bytes("\u{1B}[99~")), .text("x")])
    #expect(decode(bytes("\u{1B}OX")) == [.unknown(bytes("\u{1B}OX"))])
    #expect(decode(bytes("\u{1B}[201~")) == [.unknown(bytes("\u{1B}[201~"))])
    #expect(decode(bytes("\u{1B}[1:2A")) == [.unknown(bytes("\u{1B}[1:2A"))])
  }

  @Test("A sequence cut by a control byte is dropped and the byte is decoded")
  func interruptedSequence() {
    #expect(decode(bytes("\u{1B}[12\u{3}")) == [.unknown(bytes("\u{1B}[12")), .key(.ctrl("c"))])
  }

  @Test("An endless escape sequence is discarded without turning into text")
  func overlongSequence() {
    let garbage = "\u{1B}[" + String(repeating: "1;", count: 200) + "m" + "ok"
    let events = decode(bytes(garbage))
    #expect(events.count == 2)
    guard case .unknown(let dropped)? = events.first else {
      Issue.record("expected .unknown first, got \(events)")
      return
    }
    #expect(dropped.count <= 64)
    #expect(events.last == .text("ok"))
  }

  @Test("Huge numbers in sequences are capped instead of overflowing")
  func hugeNumbers() {
    let events = decode(bytes("\u{1B}[<0;99999999999999999999999;3M"))
    guard case .mouse(let mouse)? = events.first else {
      Issue.record("expected a mouse event, got \(events)")
      return
    }
    #expect(mouse.column == 9_999_998)
    #expect(mouse.row == 2)
  }

  @Test("Keys have readable names")
  func names() {
    #expect(Key.ctrl("c").description == "Ctrl-C")
    #expect(Key.shiftTab.description == "Shift-Tab")
    #expect(Key(.pageUp).description == "PageUp")
    #expect(Key(.function(5)).description == "F5")
    #expect(Key(.space, modifiers: .control).description == "Ctrl-Space")
  }
}
