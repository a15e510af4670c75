import Foundation

extension String {
  /// The key two texts are one name by: full-width and half-width forms folded to their usual width, case folded,
  /// in Unicode NFC.
  ///
  /// `Sprout`, `sprout` and `ｓｐｒｏｕｔ` have one key, and so do `새싹` typed as NFD jamo and as NFC syllables. Width
  /// folding maps the Halfwidth and Fullwidth Forms block (U+FF00–U+FFEF) and the ideographic space by their
  /// compatibility decomposition, and nothing else; case folding is Unicode's full folding as upper-then-lower
  /// case gives it (`ß` and `SS` are one).
  var canonicalKey: String {
    var folded = String.UnicodeScalarView()
    for scalar in canonicallyComposed().unicodeScalars {
      if (0xFF00...0xFFEF).contains(scalar.value) || scalar.value == 0x3000 {
        folded.append(contentsOf: String(scalar).precomposedStringWithCompatibilityMapping.unicodeScalars)
      } else {
        folded.append(scalar)
      }
    }
    return String(folded).uppercased().lowercased().canonicallyComposed()
  }
}

extension Nickname {
  /// The key a store keeps nicknames unique by: NFC, width folded and case folded, so `Sprout` and `sprout`,
  /// `ｓｐｒｏｕｔ` and `sprout`, and NFD and NFC `새싹` are one nickname. Written once here, for the faces' rules and
  /// every store.
  ///
  /// ```swift
  /// try Nickname(validating: "Ｓｐｒｏｕｔ").canonicalKey  // "sprout"
  /// ```
  public var canonicalKey: String { text.canonicalKey }
}

extension EmailAddress {
  /// The form a store keeps addresses unique by: the address (full-width forms already read as ASCII, NFC) case
  /// folded, so `Sprout@Example.com` and `sprout@example.com` are one account's.
  ///
  /// ```swift
  /// try EmailAddress(validating: "Sprout@Example.com").canonicalKey  // "sprout@example.com"
  /// ```
  public var canonicalKey: String { text.canonicalKey }
}
