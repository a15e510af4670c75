/// The number of terminal columns a string occupies, summed per grapheme cluster.
///
/// ```swift
/// displayWidth("새싹")  // 4
/// displayWidth("e\u{301}")  // 1
/// ```
/// - Parameter text: The text to measure.
/// - Returns: The width in columns (0 or more).
public func displayWidth(_ text: some StringProtocol) -> Int {
  var total = 0
  for character in text {
    total += displayWidth(character)
  }
  return total
}

/// The number of terminal columns one grapheme cluster occupies: 0, 1, 2 or more.
///
/// A cluster that starts with an emoji and carries an emoji variation selector (VS16), a zero-width joiner or a
/// skin-tone modifier (ZWJ sequences, flags, keycaps, VS16 sequences) takes 2 columns, as in terminals that draw
/// emoji sequences; every other cluster takes the sum of its scalars' widths, the way xterm, VTE and tmux measure
/// (`wcwidth` per code point). Summing keeps widths additive when text is joined, so padding a cluster with a
/// Prepend scalar (U+0600) or a spacing mark (U+17C7) that merges with the padding space still comes out exact.
/// Terminals that draw a VS16 sequence one column wide are handled by ``ScreenRenderer`` (it clears the cell
/// after such a cluster and redraws the rest of its row).
/// ```swift
/// displayWidth(Character("가"))  // 2
/// displayWidth(Character("👨‍👩‍👧"))  // 2
/// ```
/// - Parameter character: The grapheme cluster to measure.
/// - Returns: The width in columns.
public func displayWidth(_ character: Character) -> Int {
  let scalars = character.unicodeScalars
  guard let first = scalars.first else { return 0 }
  if scalars.count == 1 { return ScalarWidth.width(of: first) }
  if first.properties.isEmoji {
    var hasEmojiSelector = false
    var hasTextSelector = false
    for scalar in scalars.dropFirst() {
      switch scalar.value {
      case 0x20E3: if first.isASCII { return 2 }  // a keycap: 1️⃣
      case 0xFE0F: hasEmojiSelector = true
      case 0xFE0E: hasTextSelector = true
      case 0x200D, 0x1F3FB...0x1F3FF: if !first.isASCII { hasEmojiSelector = true }
      default: break
      }
    }
    if !first.isASCII {
      if hasTextSelector { return WideCharacterRanges.contains(first.value) ? 2 : 1 }
      if hasEmojiSelector { return 2 }
      if first.properties.isEmojiPresentation { return 2 }  // flags, tag sequences
    }
  }
  var total = 0
  for scalar in scalars { total += ScalarWidth.width(of: scalar) }
  return total
}

/// Width rules for single Unicode scalars.
enum ScalarWidth {
  /// Whether `scalar` is a C0 control, DEL or a C1 control.
  /// - Parameter scalar: The scalar to classify.
  /// - Returns: `true` for U+0000–U+001F, U+007F and U+0080–U+009F.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0)
  }

  /// The width of a scalar shown on its own: 0 for controls, combining marks and format characters, 2 for wide
  /// characters and emoji-presentation characters, 1 otherwise.
  /// - Parameter scalar: The scalar to measure.
  /// - Returns: 0, 1 or 2.
  static func width(of scalar: Unicode.Scalar) -> Int {
    if isControl(scalar) { return 0 }
    let value = scalar.value
    if value < 0x300 { return 1 }  // Latin-1 and Latin Extended, incl. the soft hyphen U+00AD
    if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) {
      return 0  // Hangul medial vowels and final consonants join the preceding initial
    }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if WideCharacterRanges.contains(value) || scalar.properties.isEmojiPresentation { return 2 }
    return 1
  }
}
