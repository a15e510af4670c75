import TerminalUI
import Testing

@Suite("Input decoder: split input and lone ESC")
struct InputDecoderSplitTests {
  @Test("UTF-8 split byte by byte is completed by later feeds")
  func utf8Split() {
    var decoder = InputDecoder()
    let syllable = bytes("새")
    #expect(decoder.feed([syllable[0]]).isEmpty)
    #expect(decoder.hasPendingInput)
    #expect(decoder.feed([syllable[1]]).isEmpty)
    #expect(decoder.feed([syllable[2]]) == [.text("새")])
    #expect(!decoder.hasPendingInput)
  }

  @Test("An escape sequence split across feeds is completed")
  func escapeSplit() {
    var decoder = InputDecoder()
    #expect(decoder.feed([0x1B]).isEmpty)
    #expect(decoder.feed([0x5B]).isEmpty)
    #expect(decoder.feed([0x33]).isEmpty)
    #expect(decoder.feed([0x7E]) == [.key(Key(.delete))])
  }

  @Test("Any split of a mixed stream gives the same events")
  func everySplit() {
    let stream = bytes("a새\u{1B}[A😀\u{1B}[3~b\u{1B}[<0;5;6M\u{1B}OH싹")
    let whole = mergingText(decode(stream))
    #expect(whole.count == 8)
    for first in 0...stream.count {
      for second in first...stream.count {
        var decoder = InputDecoder()
        var events = decoder.feed(stream[0..<first])
        events += decoder.feed(stream[first..<second])
        events += decoder.feed(stream[second...])
        #expect(mergingText(events) == whole, "split at \(first), \(second)")
      }
    }
  }

  @Test("A lone ESC waits and is reported by flush")
  func loneEscape() {
    var decoder = InputDecoder()
    #expect(decoder.feed([0x1B]).isEmpty)
    #expect(decoder.hasPendingInput)
    #expect(decoder.flush() == [.key(Key(.escape))])
    #expect(!decoder.hasPendingInput)
    #expect(decoder.flush().isEmpty)
  }

  @Test("Two ESCs give one Escape at once and one after flush")
  func doubleEscape() {
    var decoder = InputDecoder()
    #expect(decoder.feed([0x1B, 0x1B]) == [.key(Key(.escape))])
    #expect(decoder.flush() == [.key(Key(.escape))])
  }

  @Test("Flush resolves unfinished input")
  func flushUnfinished() {
    #expect(decode(bytes("\u{1B}["), flush: true) == [.key(Key(.character("["), modifiers: .alt))])
    #expect(decode(bytes("\u{1B}O"), flush: true) == [.key(Key(.character("O"), modifiers: .alt))])
    #expect(decode(bytes("\u{1B}[1;"), flush: true) == [.unknown(bytes("\u{1B}[1;"))])
    #expect(decode([0x61, 0xEC, 0x83], flush: true) == [.text("a"), .invalidUTF8([0xEC, 0x83])])
  }

  @Test("Text before a pending ESC is delivered at once")
  func textBeforeEscape() {
    var decoder = InputDecoder()
    #expect(decoder.feed(bytes("ab\u{1B}")) == [.text("ab")])
    #expect(decoder.feed(bytes("[B")) == [.key(Key(.down))])
  }
}
