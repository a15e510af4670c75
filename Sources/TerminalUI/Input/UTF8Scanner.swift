/// The result of reading one UTF-8 encoded scalar from a byte buffer.
enum UTF8ScanResult: Equatable {
  /// A valid scalar encoded in `length` bytes.
  case scalar(Unicode.Scalar, length: Int)
  /// An ill-formed sequence of `length` bytes (the maximal subpart), to be replaced by one U+FFFD.
  case invalid(length: Int)
  /// The buffer ends inside a sequence that may still become valid.
  case incomplete
}

/// Incremental UTF-8 validation following the Unicode "maximal subpart" replacement practice.
enum UTF8Scanner {
  /// Reads the scalar that starts at `start`.
  /// - Parameter bytes: The buffer.
  /// - Parameter start: A valid index into `bytes`.
  /// - Parameter isFinal: When `true`, a truncated sequence at the end counts as invalid instead of incomplete.
  /// - Returns: The scalar and its length, an invalid run, or `.incomplete`.
  static func scan(_ bytes: [UInt8], at start: Int, isFinal: Bool) -> UTF8ScanResult {
    let lead = bytes[start]
    if lead < 0x80 { return .scalar(Unicode.Scalar(lead), length: 1) }
    let length: Int
    var secondRange: ClosedRange<UInt8> = 0x80...0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      secondRange = 0xA0...0xBF
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      secondRange = 0x80...0x9F
    case 0xF0:
      length = 4
      secondRange = 0x90...0xBF
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      secondRange = 0x80...0x8F
    default: return .invalid(length: 1)
    }
    var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
    for offset in 1..<length {
      let index = start + offset
      guard index < bytes.count else { return isFinal ? .invalid(length: offset) : .incomplete }
      let byte = bytes[index]
      let allowed = offset == 1 ? secondRange : 0x80...0xBF
      guard allowed.contains(byte) else { return .invalid(length: offset) }
      value = value << 6 | UInt32(byte & 0x3F)
    }
    guard let scalar = Unicode.Scalar(value) else { return .invalid(length: length) }
    return .scalar(scalar, length: length)
  }
}
