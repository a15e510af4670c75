import Testing
import TextSafety

/// The one ECMA-48 grammar both the input decoder and the paste filter use.
@Suite struct EscapeSequenceTests {
  private let csi: [UInt8] = [0x1B, 0x5B]

  @Test func aControlSequenceEndsAtItsFinalByte() {
    let bytes = csi + Array("1;5A".utf8) + Array("x".utf8)
    #expect(EscapeSequence.scanControlSequence(in: bytes, from: 2) == .final(at: 5))
  }

  @Test func aByteOutsideTheGrammarBreaksTheSequenceWhereItIs() {
    let bytes = csi + [0x31, 0x0A, 0x41]
    #expect(EscapeSequence.scanControlSequence(in: bytes, from: 2) == .broken(at: 3))
  }

  @Test func aSequenceWithoutItsFinalByteIsUnfinishedAtTheEndOrTheLimit() {
    let bytes = csi + Array("12;34".utf8)
    #expect(EscapeSequence.scanControlSequence(in: bytes, from: 2) == .unfinished(at: 7))
    #expect(EscapeSequence.scanControlSequence(in: bytes, from: 2, limit: 4) == .unfinished(at: 4))
    #expect(EscapeSequence.scanControlSequence(in: bytes, from: 7) == .unfinished(at: 7), "nothing to read yet")
  }

  @Test func theSameGrammarReadsScalarValues() {
    let scalars = Array("\u{1B}[38;5;196m".unicodeScalars).map(\.value)
    #expect(EscapeSequence.scanControlSequence(in: scalars, from: 2) == .final(at: 10))
  }

  @Test(arguments: [
    ("a\u{1B}[31mred", 1, 6),  // CSI
    ("\u{1B}]2;title\u{7}after", 0, 10),  // OSC ended by BEL
    ("\u{1B}]2;t\u{1B}\\after", 0, 7),  // OSC ended by ESC \
    ("\u{1B}(Bx", 0, 3),  // an intermediate, then a final character
    ("\u{1B}7x", 0, 2),  // ESC and one final character
    ("\u{1B}\u{1}x", 0, 1),  // a lone ESC: the next character is kept
    ("\u{1B}[1;2", 0, 5),  // cut off: removed to the end
  ])
  func anEscapeSequenceIsRemovedWhole(text: String, start: Int, end: Int) {
    #expect(EscapeSequence.end(ofSequenceAt: start, in: Array(text.unicodeScalars)) == end)
  }

  @Test func aC1ControlSequenceAndAC1StringEndLikeTheirEscapeForms() {
    #expect(EscapeSequence.end(ofC1SequenceAt: 0, in: Array("\u{9B}31mx".unicodeScalars)) == 4)
    #expect(EscapeSequence.end(ofC1SequenceAt: 0, in: Array("\u{9D}0;t\u{9C}x".unicodeScalars)) == 5)
  }
}
