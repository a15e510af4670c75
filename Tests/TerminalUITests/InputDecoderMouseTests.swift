import TerminalUI
import Testing

@Suite("Input decoder: SGR mouse")
struct InputDecoderMouseTests {
  @Test("Press and release of the left button, converted to 0-based cells")
  func leftClick() {
    #expect(decode(bytes("\u{1B}[<0;10;5M")) == [.mouse(MouseEvent(button: .left, action: .press, column: 9, row: 4))])
    #expect(
      decode(bytes("\u{1B}[<0;10;5m")) == [.mouse(MouseEvent(button: .left, action: .release, column: 9, row: 4))])
    #expect(decode(bytes("\u{1B}[<0;1;1M")) == [.mouse(MouseEvent(button: .left, action: .press, column: 0, row: 0))])
  }

  @Test("Other buttons, wheel, motion and modifiers")
  func buttons() {
    #expect(decode(bytes("\u{1B}[<1;2;3M")) == [.mouse(MouseEvent(button: .middle, action: .press, column: 1, row: 2))])
    #expect(decode(bytes("\u{1B}[<2;2;3M")) == [.mouse(MouseEvent(button: .right, action: .press, column: 1, row: 2))])
    #expect(
      decode(bytes("\u{1B}[<64;2;3M")) == [.mouse(MouseEvent(button: .wheelUp, action: .press, column: 1, row: 2))])
    #expect(
      decode(bytes("\u{1B}[<65;2;3M")) == [.mouse(MouseEvent(button: .wheelDown, action: .press, column: 1, row: 2))])
    #expect(
      decode(bytes("\u{1B}[<32;2;3M")) == [.mouse(MouseEvent(button: .left, action: .motion, column: 1, row: 2))])
    #expect(decode(bytes("\u{1B}[<35;2;3M")) == [.mouse(MouseEvent(button: .none, action: .motion, column: 1, row: 2))])
    #expect(
      decode(bytes("\u{1B}[<16;2;3M"))
        == [.mouse(MouseEvent(button: .left, action: .press, column: 1, row: 2, modifiers: .control))])
    #expect(
      decode(bytes("\u{1B}[<12;2;3M"))
        == [.mouse(MouseEvent(button: .left, action: .press, column: 1, row: 2, modifiers: [.shift, .alt]))])
  }

  @Test("A mouse report split across feeds")
  func split() {
    var decoder = InputDecoder()
    #expect(decoder.feed(bytes("\u{1B}[<0;12")).isEmpty)
    #expect(decoder.feed(bytes(";7")).isEmpty)
    #expect(decoder.feed(bytes("M")) == [.mouse(MouseEvent(button: .left, action: .press, column: 11, row: 6))])
  }

  @Test("Malformed mouse reports are unknown")
  func malformed() {
    #expect(decode(bytes("\u{1B}[<0;1M")) == [.unknown(bytes("\u{1B}[<0;1M"))])
    #expect(decode(bytes("\u{1B}[<0;;1M")) == [.unknown(bytes("\u{1B}[<0;;1M"))])
    #expect(decode(bytes("\u{1B}[<0;1;1;1M")) == [.unknown(bytes("\u{1B}[<0;1;1;1M"))])
  }
}
