/// Collects the body of a bracketed paste until the `ESC[201~` end marker, keeping memory bounded.
///
/// The text is cut to `limit` grapheme clusters; as a guard against clusters made of endless combining
/// marks, it is also cut at `limit × 8` Unicode scalars. Bytes after the cut are read and dropped, so a huge
/// paste costs time proportional to its size but no more memory.
struct PasteAccumulator: Sendable {
  /// The bytes that end a bracketed paste.
  static let endMarker: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]
  /// How many undecoded bytes are collected before they are decoded.
  private static let chunkSize = 1024

  let limit: Int
  private(set) var text = ""
  private(set) var isTruncated = false
  private var scalarCount = 0
  private var undecoded: [UInt8] = []
  private var markerMatched = 0

  init(limit: Int) {
    self.limit = max(0, limit)
  }

  /// Takes one byte of the paste stream.
  /// - Parameter byte: The next byte.
  /// - Returns: `true` when this byte completed the end marker.
  mutating func consume(_ byte: UInt8) -> Bool {
    if byte == Self.endMarker[markerMatched] {
      markerMatched += 1
      return markerMatched == Self.endMarker.count
    }
    if markerMatched > 0 {
      for index in 0..<markerMatched { append(Self.endMarker[index]) }
      markerMatched = 0
      if byte == Self.endMarker[0] {
        markerMatched = 1
        return false
      }
    }
    append(byte)
    return false
  }

  /// Decodes what is left and returns the finished paste.
  /// - Returns: The paste event.
  mutating func finish() -> PasteEvent {
    decode(isFinal: true)
    return PasteEvent(text: text, isTruncated: isTruncated, limit: limit)
  }

  private mutating func append(_ byte: UInt8) {
    guard !isTruncated else { return }
    undecoded.append(byte)
    if undecoded.count >= Self.chunkSize { decode(isFinal: false) }
  }

  private mutating func decode(isFinal: Bool) {
    guard !isTruncated else { return }
    var index = 0
    scanning: while index < undecoded.count {
      switch UTF8Scanner.scan(undecoded, at: index, isFinal: isFinal) {
      case .scalar(let scalar, let length):
        text.unicodeScalars.append(scalar)
        index += length
      case .invalid(let length):
        text.unicodeScalars.append("\u{FFFD}")
        index += length
      case .incomplete:
        break scanning
      }
      scalarCount += 1
    }
    undecoded.removeFirst(index)
    enforceLimit()
  }

  private mutating func enforceLimit() {
    guard scalarCount > limit else { return }
    let scalarLimit = limit * 8
    if text.count > limit {
      text = String(text.prefix(limit))
    } else if scalarCount > scalarLimit {
      var kept = ""
      var keptScalars = 0
      for character in text {
        keptScalars += character.unicodeScalars.count
        if keptScalars > scalarLimit { break }
        kept.append(character)
      }
      text = kept
    } else {
      return
    }
    isTruncated = true
    undecoded = []
  }
}
