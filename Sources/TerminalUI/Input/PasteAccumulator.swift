/// Collects the body of a bracketed paste until the `ESC[201~` end marker, keeping memory bounded.
///
/// The text is cut to `limit` grapheme clusters; as a guard against clusters made of endless combining
/// marks, it is also cut at `limit × 8` Unicode scalars, inside a character if need be (a letter with 30,000 marks
/// keeps its letter and its first marks, so the field's rule can say it is too long). Bytes after the cut are read,
/// counted (in characters and in scalars) and dropped, so a huge paste costs time proportional to its size but no more memory. Ill-formed UTF-8 is left
/// out and counted, never turned into U+FFFD.
struct PasteAccumulator: Sendable {
  /// The bytes that end a bracketed paste.
  static let endMarker: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]
  /// How many undecoded bytes are collected before they are decoded.
  private static let chunkSize = 1024

  let limit: Int
  private(set) var text = ""
  private(set) var isTruncated = false
  /// The characters left out after the cut.
  private(set) var droppedCount = 0
  /// The ill-formed UTF-8 sequences left out.
  private(set) var invalidSequenceCount = 0
  /// The scalars left out after the cut.
  private(set) var droppedScalarCount = 0
  /// Whether the scalar bound made the cut.
  private(set) var isCutByScalars = false
  private var scalarCount = 0
  /// After the cut: the last character seen, so a cluster split between two chunks is counted once.
  private var lastCharacter = ""
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
    if markerMatched < Self.endMarker.count {  // the paste ended without its marker: a partial one is text
      for index in 0..<markerMatched { append(Self.endMarker[index]) }
    }
    markerMatched = 0
    decode(isFinal: true)
    return PasteEvent(
      text: text, isTruncated: isTruncated, limit: limit, droppedCount: droppedCount,
      invalidSequenceCount: invalidSequenceCount, droppedScalarCount: droppedScalarCount,
      isCutByScalars: isCutByScalars)
  }

  private mutating func append(_ byte: UInt8) {
    undecoded.append(byte)
    if undecoded.count >= Self.chunkSize { decode(isFinal: false) }
  }

  private mutating func decode(isFinal: Bool) {
    var scalars = String.UnicodeScalarView()
    var index = 0
    scanning: while index < undecoded.count {
      switch UTF8Scanner.scan(undecoded, at: index, isFinal: isFinal) {
      case .scalar(let scalar, let length):
        scalars.append(scalar)
        index += length
      case .invalid(let length):
        invalidSequenceCount += 1
        index += length
      case .incomplete:
        break scanning
      }
    }
    undecoded.removeFirst(index)
    if isTruncated {
      countDropped(String(scalars))
    } else {
      scalarCount += scalars.count
      text.unicodeScalars.append(contentsOf: scalars)
      enforceLimit()
    }
  }

  /// Counts the characters of text read after the cut.
  private mutating func countDropped(_ chunk: String) {
    guard !chunk.isEmpty else { return }
    droppedScalarCount += chunk.unicodeScalars.count
    let joined = lastCharacter + chunk
    droppedCount += joined.count - (lastCharacter.isEmpty ? 0 : 1)
    lastCharacter = joined.last.map(String.init) ?? ""
  }

  private mutating func enforceLimit() {
    guard scalarCount > limit else { return }
    let scalarLimit = limit * 8
    let scalars = text.unicodeScalars
    let cut: String.Index
    let characterCut = text.count > limit ? text.index(text.startIndex, offsetBy: limit) : text.endIndex
    if scalars[..<characterCut].count > scalarLimit {
      cut = scalars.index(scalars.startIndex, offsetBy: scalarLimit)
      isCutByScalars = true
    } else if characterCut < text.endIndex {
      cut = characterCut
    } else {
      return
    }
    let rest = String(scalars[cut...])
    let kept = String(scalars[..<cut])
    droppedCount = rest.count
    droppedScalarCount = rest.unicodeScalars.count
    lastCharacter = (rest.last ?? kept.last).map(String.init) ?? ""
    text = kept
    isTruncated = true
  }
}
