import TextSafety

/// Turns raw terminal input bytes into ``InputEvent``s; a pure state machine with no I/O.
///
/// Bytes may be fed in any split: a UTF-8 sequence or an escape sequence cut between two feeds is
/// completed by the next feed. A lone ESC stays pending because it may start a sequence; the read loop
/// calls ``flush()`` when no further byte arrived within about 30 ms, which reports it as Escape. A bracketed paste
/// whose end marker never comes is ended by ``endPaste()`` after a quiet time, so it cannot capture the input.
/// Ill-formed UTF-8 is reported as `.invalidUTF8` (never as U+FFFD text); an old X10 mouse report (`ESC [ M` and
/// three bytes) is consumed whole as `.unknown`.
/// ```swift
/// var decoder = InputDecoder()
/// decoder.feed([0x1B, 0x5B])  // []: waiting for the rest
/// decoder.feed([0x41])  // [.key(Key(.up))]
/// decoder.feed([0x1B])  // []
/// decoder.flush()  // [.key(Key(.escape))]
/// ```
public struct InputDecoder: Sendable {
  /// The default cap for one bracketed paste, in characters.
  public static let defaultMaximumPasteLength = 4096
  /// Escape sequences longer than this many bytes are discarded as unknown.
  static let maximumSequenceLength = 64

  /// The most characters one paste event may carry; longer pastes are cut and flagged as truncated.
  public let maximumPasteLength: Int
  private var pending: [UInt8] = []
  private var paste: PasteAccumulator?
  private var isDiscardingSequence = false

  /// Creates a decoder.
  /// - Parameter maximumPasteLength: The cap for one paste in characters (default 4096; negative counts as 0).
  public init(maximumPasteLength: Int = InputDecoder.defaultMaximumPasteLength) {
    self.maximumPasteLength = max(0, maximumPasteLength)
  }

  /// Whether bytes are waiting for more input (a lone ESC, a partial sequence or partial UTF-8) and
  /// ``flush()`` should be called once input goes idle. `false` while a paste is being read.
  public var hasPendingInput: Bool { paste == nil && !pending.isEmpty }

  /// Whether the decoder is inside a bracketed paste, waiting for its end marker.
  public var isReadingPaste: Bool { paste != nil }

  /// Ends a bracketed paste whose end marker has not come (the read loop calls it after a quiet time): what
  /// arrived is reported as the paste.
  /// - Returns: The paste, or nothing when no paste is being read.
  public mutating func endPaste() -> [InputEvent] {
    guard var accumulator = paste else { return [] }
    paste = nil
    return [.paste(accumulator.finish())] + process(isFinal: false)
  }

  /// Decodes more input.
  /// - Parameter bytes: The bytes just read from the terminal.
  /// - Returns: The events completed by these bytes, in order (possibly none).
  public mutating func feed(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
    pending.append(contentsOf: bytes)
    return process(isFinal: false)
  }

  /// Resolves pending input after an idle pause: a lone ESC becomes Escape, ESC plus one byte becomes an Alt
  /// key, an unfinished escape sequence becomes `.unknown`, unfinished UTF-8 becomes `.invalidUTF8`. A paste in
  /// progress is left alone (pastes may arrive in slow chunks).
  /// - Returns: The resolved events.
  public mutating func flush() -> [InputEvent] {
    guard paste == nil else { return [] }
    return process(isFinal: true)
  }

  private mutating func process(isFinal: Bool) -> [InputEvent] {
    var events: [InputEvent] = []
    var text = ""
    var index = 0
    func emitText() {
      if !text.isEmpty {
        events.append(.text(text))
        text = ""
      }
    }
    decoding: while index < pending.count {
      if var accumulator = paste {
        paste = nil  // keeps the accumulator's storage uniquely referenced while it grows
        var finished = false
        while index < pending.count && !finished {
          finished = accumulator.consume(pending[index])
          index += 1
        }
        if finished {
          events.append(.paste(accumulator.finish()))
        } else {
          paste = accumulator
        }
        continue
      }
      if isDiscardingSequence {
        switch EscapeSequence.scanControlSequence(in: pending, from: index) {
        case .unfinished(let at):
          index = at
        case .final(let at):
          isDiscardingSequence = false
          index = at + 1
        case .broken(let at):
          isDiscardingSequence = false
          index = at
        }
        continue
      }
      switch parse(at: index, isFinal: isFinal) {
      case .incomplete:
        break decoding
      case .text(let scalar, let length):
        text.unicodeScalars.append(scalar)
        index += length
      case .event(let event, let length):
        emitText()
        events.append(event)
        index += length
      case .pasteStart(let length):
        emitText()
        paste = PasteAccumulator(limit: maximumPasteLength)
        index += length
      case .overlongSequence(let length):
        emitText()
        events.append(.unknown(Array(pending[index..<index + length])))
        isDiscardingSequence = true
        index += length
      }
    }
    emitText()
    pending.removeFirst(index)
    return events
  }

  /// What one step of parsing found at a position.
  enum Parsed {
    case text(Unicode.Scalar, length: Int)
    case event(InputEvent, length: Int)
    case pasteStart(length: Int)
    case overlongSequence(length: Int)
    case incomplete
  }

  private func parse(at index: Int, isFinal: Bool) -> Parsed {
    let byte = pending[index]
    switch byte {
    case 0x1B: return parseEscape(at: index, isFinal: isFinal)
    case 0x0D, 0x0A: return .event(.key(Key(.enter)), length: 1)
    case 0x09: return .event(.key(Key(.tab)), length: 1)
    case 0x08, 0x7F: return .event(.key(Key(.backspace)), length: 1)
    case 0x20: return .event(.key(Key(.space)), length: 1)
    case 0x00: return .event(.key(Key(.space, modifiers: .control)), length: 1)
    case 0x01...0x1A, 0x1C...0x1F:
      // Ctrl-A…Ctrl-Z are 0x01…0x1A (letters lower-cased); 0x1C…0x1F are Ctrl-\ ] ^ _.
      let offset: UInt8 = byte <= 0x1A ? 0x60 : 0x40
      return .event(.key(.ctrl(Character(Unicode.Scalar(byte + offset)))), length: 1)
    case 0x21...0x7E: return .text(Unicode.Scalar(byte), length: 1)
    default: return parseUTF8(at: index, isFinal: isFinal)
    }
  }

  private func parseUTF8(at index: Int, isFinal: Bool) -> Parsed {
    switch UTF8Scanner.scan(pending, at: index, isFinal: isFinal) {
    case .incomplete:
      return .incomplete
    case .invalid(let length):
      return .event(.invalidUTF8(Array(pending[index..<index + length])), length: length)
    case .scalar(let scalar, let length):
      if ScalarWidth.isControl(scalar) {
        return .event(.unknown(Array(pending[index..<index + length])), length: length)
      }
      return .text(scalar, length: length)
    }
  }

  private func parseEscape(at index: Int, isFinal: Bool) -> Parsed {
    guard index + 1 < pending.count else {
      return isFinal ? .event(.key(Key(.escape)), length: 1) : .incomplete
    }
    switch pending[index + 1] {
    case 0x5B: return parseControlSequence(at: index, isFinal: isFinal)
    case 0x4F: return parseSingleShift(at: index, isFinal: isFinal)
    case 0x1B: return .event(.key(Key(.escape)), length: 1)
    default:
      switch parse(at: index + 1, isFinal: isFinal) {
      case .incomplete:
        return .incomplete
      case .text(let scalar, let length):
        return .event(.key(Key(.character(Character(scalar)), modifiers: .alt)), length: length + 1)
      case .event(.key(var key), let length):
        key.modifiers.insert(.alt)
        return .event(.key(key), length: length + 1)
      default:
        return .event(.key(Key(.escape)), length: 1)
      }
    }
  }

  private func parseSingleShift(at index: Int, isFinal: Bool) -> Parsed {
    let altO = Parsed.event(.key(Key(.character("O"), modifiers: .alt)), length: 2)
    guard index + 2 < pending.count else { return isFinal ? altO : .incomplete }
    let final = pending[index + 2]
    guard (0x40...0x7E).contains(final) else { return altO }
    let code: KeyCode? =
      switch final {
      case 0x41: .up
      case 0x42: .down
      case 0x43: .right
      case 0x44: .left
      case 0x48: .home
      case 0x46: .end
      case 0x4D: .enter
      case 0x50: .function(1)
      case 0x51: .function(2)
      case 0x52: .function(3)
      case 0x53: .function(4)
      default: nil
      }
    if let code { return .event(.key(Key(code)), length: 3) }
    return .event(.unknown(Array(pending[index..<index + 3])), length: 3)
  }

  private func parseControlSequence(at index: Int, isFinal: Bool) -> Parsed {
    let end: Int
    switch EscapeSequence.scanControlSequence(
      in: pending, from: index + 2, limit: index + Self.maximumSequenceLength)
    {
    case .final(let at):
      end = at
    case .broken(let at):
      // A byte that cannot be part of a sequence: drop what was read and decode this byte afresh.
      return .event(.unknown(Array(pending[index..<at])), length: at - index)
    case .unfinished(let at) where at - index >= Self.maximumSequenceLength:
      return .overlongSequence(length: at - index)
    case .unfinished(let at):
      if !isFinal { return .incomplete }
      if at == index + 2 { return .event(.key(Key(.character("["), modifiers: .alt)), length: 2) }
      return .event(.unknown(Array(pending[index..<at])), length: at - index)
    }
    let length = end - index + 1
    if pending[end] == UInt8(ascii: "M") && end == index + 2 {
      // X10 mouse: ESC [ M and three raw bytes (button, column, row), which must not become typed text.
      guard index + 6 <= pending.count else {
        if !isFinal { return .incomplete }
        return .event(.unknown(Array(pending[index...])), length: pending.count - index)
      }
      return .event(.unknown(Array(pending[index..<index + 6])), length: 6)
    }
    let sequence = ControlSequenceReport(
      parameters: Array(pending[index + 2..<end]), final: pending[end], bytes: Array(pending[index..<end + 1]))
    if sequence.isPasteStart { return .pasteStart(length: length) }
    return .event(sequence.event, length: length)
  }
}
