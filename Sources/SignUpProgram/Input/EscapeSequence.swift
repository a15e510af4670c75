/// Where an escape sequence ends (ECMA-48), so it can be removed whole.
enum EscapeSequence {
  /// The index after the sequence that starts with ESC at `start`.
  static func end(ofSequenceAt start: Int, in scalars: [Unicode.Scalar]) -> Int {
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
    default: return next  // a lone ESC: the next character is kept
    }
  }

  /// The index after the sequence that starts with a C1 introducer (CSI U+009B, OSC U+009D, …) at `start`.
  static func end(ofC1SequenceAt start: Int, in scalars: [Unicode.Scalar]) -> Int {
    scalars[start].value == 0x9B
      ? end(ofControlSequenceFrom: start + 1, in: scalars) : end(ofStringFrom: start + 1, in: scalars)
  }

  /// After a CSI introducer: parameter bytes, intermediate bytes, then one final byte.
  private static func end(ofControlSequenceFrom start: Int, in scalars: [Unicode.Scalar]) -> Int {
    var index = start
    while index < scalars.count, (0x20...0x3F).contains(scalars[index].value) { index += 1 }
    return index < scalars.count && (0x40...0x7E).contains(scalars[index].value) ? index + 1 : index
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
