/// ECMA-48's escape sequences, parsed in one place: the terminal's input decoder reads keys and reports with it,
/// and a pasted or scripted text has its sequences removed whole with it.
///
/// ```swift
/// let scalars = Array("a\u{1B}[31mred".unicodeScalars)
/// EscapeSequence.end(ofSequenceAt: 1, in: scalars)  // 6: the index of "r"
/// ```
public enum EscapeSequence {
  /// The codes a control sequence (CSI) holds between its introducer and its final code: parameters, then
  /// intermediates.
  public static let controlSequenceBody: ClosedRange<UInt32> = 0x20...0x3F
  /// The codes that end a control sequence.
  public static let controlSequenceFinal: ClosedRange<UInt32> = 0x40...0x7E

  /// How the codes after a control sequence's introducer end.
  public enum ControlSequenceEnd: Equatable, Sendable {
    /// The final code is at this index.
    case final(at: Int)
    /// The code at this index cannot be part of a control sequence.
    case broken(at: Int)
    /// No final code before this index: the codes ran out, or the scan reached its limit.
    case unfinished(at: Int)
  }

  /// Scans the body of a control sequence that starts at `start` (just after `ESC [` or CSI), at most up to
  /// `limit`.
  ///
  /// It is generic over the codes (a decoder's bytes, a text's scalar values), and inlinable so that each caller
  /// gets its own specialized loop.
  @inlinable
  public static func scanControlSequence<Codes: RandomAccessCollection>(
    in codes: Codes, from start: Int, limit: Int = .max
  ) -> ControlSequenceEnd where Codes.Index == Int, Codes.Element: BinaryInteger {
    var index = start
    let end = min(codes.endIndex, limit)
    while index < end {
      let code = UInt32(truncatingIfNeeded: codes[index])
      if controlSequenceFinal.contains(code) { return .final(at: index) }
      guard controlSequenceBody.contains(code) else { return .broken(at: index) }
      index += 1
    }
    return .unfinished(at: index)
  }

  /// The index after the sequence that starts with ESC at `start`; a lone ESC ends at once (the next character is
  /// kept).
  public static func end(ofSequenceAt start: Int, in scalars: [Unicode.Scalar]) -> Int {
    let next = start + 1
    guard next < scalars.count else { return next }
    switch scalars[next].value {
    case 0x5B: return end(ofControlSequenceFrom: next + 1, in: scalars)  // ESC [
    case 0x5D, 0x50, 0x58, 0x5E, 0x5F: return end(ofStringFrom: next + 1, in: scalars)  // ] P X ^ _
    case 0x20...0x2F:  // intermediates, then one final character (ESC ( B)
      var index = next
      while index < scalars.count, (0x20...0x2F).contains(scalars[index].value) { index += 1 }
      return index < scalars.count && (0x30...0x7E).contains(scalars[index].value) ? index + 1 : index
    case 0x30...0x7E: return next + 1  // ESC 7, ESC c, ESC M
    default: return next
    }
  }

  /// The index after the sequence that starts with a C1 introducer (CSI U+009B, OSC U+009D, …) at `start`.
  public static func end(ofC1SequenceAt start: Int, in scalars: [Unicode.Scalar]) -> Int {
    scalars[start].value == 0x9B
      ? end(ofControlSequenceFrom: start + 1, in: scalars) : end(ofStringFrom: start + 1, in: scalars)
  }

  /// After a CSI introducer: the body, then one final code; a broken sequence ends before the code that broke it.
  private static func end(ofControlSequenceFrom start: Int, in scalars: [Unicode.Scalar]) -> Int {
    switch scanControlSequence(in: scalars.lazy.map(\.value), from: start) {
    case .final(let index): index + 1
    case .broken(let index), .unfinished(let index): index
    }
  }

  /// After a string introducer: everything up to BEL, ESC \ or ST (U+009C), which end it.
  private static func end(ofStringFrom start: Int, in scalars: [Unicode.Scalar]) -> Int {
    var index = start
    while index < scalars.count {
      switch scalars[index].value {
      case 0x07, 0x9C: return index + 1
      case 0x1B: return index + 1 < scalars.count && scalars[index + 1] == "\\" ? index + 2 : index + 1
      default: index += 1
      }
    }
    return index
  }
}
