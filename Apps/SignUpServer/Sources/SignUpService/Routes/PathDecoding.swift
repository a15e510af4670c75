/// Strict percent-decoding of one path segment into UTF-8 text.
///
/// ```swift
/// PathDecoding.segment("%EC%83%88%EC%8B%B9")  // .success("새싹")
/// PathDecoding.segment("%ZZ")                  // .failure(.badEscape)
/// ```
enum PathDecoding {
  /// Why a segment cannot be decoded.
  enum Failure: Error, Hashable {
    /// A `%` not followed by two hexadecimal digits.
    case badEscape
    /// The bytes are not UTF-8.
    case notUTF8
  }

  /// Decodes `%XX` escapes (and nothing else: `+` stays `+`) and checks the bytes are UTF-8.
  /// - Parameter raw: The segment as sent.
  /// - Returns: The text, or why not.
  static func segment(_ raw: Substring) -> Result<String, Failure> {
    var bytes: [UInt8] = []
    var iterator = raw.utf8.makeIterator()
    while let byte = iterator.next() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
        return .failure(.badEscape)
      }
      bytes.append(high << 4 | low)
    }
    guard let text = String(validating: bytes, as: UTF8.self) else { return .failure(.notUTF8) }
    return .success(text)
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
    default: return nil
    }
  }
}
