import CSkeleton

/// The UTS #39 confusable skeleton of a nickname, through ICU: two nicknames that look alike (Latin `a` and
/// Cyrillic `а`) have one skeleton. It is only compared, never shown, and it is stored with ``icuVersion`` so the
/// server recomputes it when ICU changes.
///
/// ```swift
/// ConfusableSkeleton.of("sprout") == ConfusableSkeleton.of("sprоut")  // true (the second o is Cyrillic)
/// ```
public enum ConfusableSkeleton {
  /// ICU's version, for example `72.1`.
  public static let icuVersion: String = {
    var buffer = [CChar](repeating: 0, count: 32)
    sprout_icu_version(&buffer, buffer.count)
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }()

  /// The skeleton of a text, or `nil` if ICU fails (it has no confusables data).
  /// - Parameter text: The text, usually a nickname's canonical key.
  /// - Returns: The skeleton.
  public static func of(_ text: String) -> String? {
    var utf8 = Array(text.utf8)
    guard !utf8.isEmpty else { return "" }
    var capacity = utf8.count * 4 + 16
    while true {
      var out = [CChar](repeating: 0, count: capacity)
      let needed = utf8.withUnsafeMutableBufferPointer { input in
        input.withMemoryRebound(to: CChar.self) { chars -> Int in
          guard let base = chars.baseAddress else { return -1 }
          return sprout_skeleton(base, chars.count, &out, capacity)
        }
      }
      if needed < 0 { return nil }
      if needed < capacity {
        return String(decoding: out.prefix(needed).map { UInt8(bitPattern: $0) }, as: UTF8.self)
      }
      capacity = needed + 1
    }
  }

  /// The skeleton a store keeps for a nickname: that of its canonical key, so case and width do not hide a
  /// look-alike.
  /// - Parameter canonicalKey: The nickname's canonical key.
  /// - Returns: The skeleton, or `nil` if ICU fails.
  public static func ofNickname(canonicalKey: String) -> String? { of(canonicalKey) }
}
