import TerminalUI
import Testing

@Suite("Input decoder: bracketed paste")
struct InputDecoderPasteTests {
  static let start = "\u{1B}[200~"
  static let end = "\u{1B}[201~"

  @Test("A paste arrives as one event, with newlines and Korean intact")
  func onePaste() {
    let events = decode(bytes("a" + Self.start + "hello 새싹\r\nworld" + Self.end + "b"))
    #expect(
      events == [
        .text("a"), .paste(PasteEvent(text: "hello 새싹\r\nworld", isTruncated: false, limit: 4096)), .text("b"),
      ])
  }

  @Test("Escape sequences inside a paste are pasted text, not keys")
  func sequencesInsidePaste() {
    let body = "x\u{1B}[Ay\u{1B}[20z\u{3}"
    #expect(
      decode(bytes(Self.start + body + Self.end)) == [.paste(PasteEvent(text: body, isTruncated: false, limit: 4096))])
  }

  @Test("Markers and content split byte by byte still give one paste")
  func splitMarkers() {
    var decoder = InputDecoder()
    var events: [InputEvent] = []
    let stream = bytes(Self.start + "새싹 ok" + Self.end + "z")
    for (index, byte) in stream.enumerated() {
      events += decoder.feed([byte])
      if index == 8 {
        #expect(decoder.isReadingPaste)
        #expect(!decoder.hasPendingInput)
        #expect(decoder.flush().isEmpty)
      }
    }
    #expect(events == [.paste(PasteEvent(text: "새싹 ok", isTruncated: false, limit: 4096)), .text("z")])
    #expect(!decoder.isReadingPaste)
  }

  @Test("A paste longer than the limit is cut and flagged")
  func truncatedPaste() {
    let body = String(repeating: "가나다라마", count: 5)  // 25 characters
    let events = decode(bytes(Self.start + body + Self.end + "z"), maximumPasteLength: 10)
    #expect(
      events == [
        .paste(
          PasteEvent(text: "가나다라마가나다라마", isTruncated: true, limit: 10, droppedCount: 15, droppedScalarCount: 15)),
        .text("z"),
      ])
  }

  @Test("A paste of exactly the limit is not truncated")
  func exactLimit() {
    let events = decode(bytes(Self.start + "0123456789" + Self.end), maximumPasteLength: 10)
    #expect(events == [.paste(PasteEvent(text: "0123456789", isTruncated: false, limit: 10))])
  }

  @Test("A huge paste fed in chunks keeps only the default 4096 characters")
  func hugePaste() {
    var decoder = InputDecoder()
    var events = decoder.feed(bytes(Self.start))
    let chunk = bytes(String(repeating: "새싹abc", count: 200))
    for _ in 0..<200 { events += decoder.feed(chunk) }  // 200,000 characters
    events += decoder.feed(bytes(Self.end))
    guard events.count == 1, case .paste(let paste) = events[0] else {
      Issue.record("expected one paste, got \(events.count) events")
      return
    }
    #expect(paste.isTruncated)
    #expect(paste.text.count == 4096)
    #expect(paste.text.hasPrefix("새싹abc새싹"))
  }

  @Test("A paste of endless combining marks is cut by scalar count")
  func combiningFlood() {
    let body = "a" + String(repeating: "\u{301}", count: 5000)
    let events = decode(bytes(Self.start + body + Self.end), maximumPasteLength: 4)
    guard case .paste(let paste)? = events.first else {
      Issue.record("expected a paste, got \(events)")
      return
    }
    #expect(paste.isTruncated)
    #expect(paste.isCutByScalars)
    #expect(paste.text.unicodeScalars.elementsEqual(body.unicodeScalars.prefix(32)), "cut inside the character")
    #expect(paste.droppedScalarCount == 5001 - 32)
  }

  @Test("Invalid UTF-8 in a paste is left out and counted")
  func invalidInPaste() {
    let stream = bytes(Self.start) + [0x61, 0xFF, 0x62, 0xC0] + bytes(Self.end)
    #expect(
      decode(stream) == [.paste(PasteEvent(text: "ab", isTruncated: false, limit: 4096, invalidSequenceCount: 2))])
  }

  @Test("The characters left out are counted for every size of paste, in any chunking")
  func droppedCountForEverySize() {
    let limit = 7
    for size in 0...40 {
      let body = String((0..<size).map { index -> Character in index % 3 == 0 ? "가" : index % 3 == 1 ? "é" : "👍🏽" })
      for chunk in [1, 3, 1000] {
        var decoder = InputDecoder(maximumPasteLength: limit)
        var events = decoder.feed(bytes(Self.start))
        let stream = bytes(body + Self.end)
        var offset = 0
        while offset < stream.count {
          events += decoder.feed(stream[offset..<min(stream.count, offset + chunk)])
          offset += chunk
        }
        guard case .paste(let paste)? = events.first, events.count == 1 else {
          Issue.record("size \(size): \(events)")
          continue
        }
        #expect(paste.text.count == min(size, limit), "size \(size) chunk \(chunk)")
        #expect(paste.droppedCount == max(0, size - limit), "size \(size) chunk \(chunk)")
        #expect(paste.isTruncated == (size > limit))
      }
    }
  }

  @Test("A paste whose end marker never comes is ended by endPaste with what arrived")
  func unterminatedPaste() {
    var decoder = InputDecoder()
    #expect(decoder.feed(bytes(Self.start + "stuck\u{1B}[20")).isEmpty)
    #expect(decoder.isReadingPaste)
    #expect(decoder.flush().isEmpty, "flush leaves a paste alone")
    #expect(decoder.endPaste() == [.paste(PasteEvent(text: "stuck\u{1B}[20", isTruncated: false, limit: 4096))])
    #expect(!decoder.isReadingPaste)
    #expect(decoder.feed(bytes("\u{1B}[A")) == [.key(Key(.up))], "keys work again")
    #expect(decoder.endPaste().isEmpty)
  }
}
