/// Where the zero-width non-joiner (U+200C) and joiner (U+200D) belong in a name, after UAX #31's Annex A
/// ("Joining_Type" contexts A1, A2 and B), which UTS #39 refers to for identifiers: inside a word of a script that
/// needs them, never at an edge.
///
/// - A1: ZWNJ between two letters of a cursive joining script (Arabic, Syriac, N'Ko, Mongolian, …), combining
///   marks allowed around it: `می‌خواهم` (Persian: the ی is not joined to the خ).
/// - A2: ZWNJ right after a virama, before a letter: `क्‌ष` (Devanagari: a half form instead of a conjunct).
/// - B: ZWJ right after a virama, before a letter: `क्‍ष`.
///
/// Anywhere else (first, last, next to a space, between Latin letters: `a`U+200C`b` looks like `ab`) they are
/// invisible characters like any other, and refused. Inside an emoji, ZWJ is allowed by
/// `Character.hiddenScalar` itself. The script test is by code-point block, a simplification of the
/// Joining_Type property, which Swift does not expose: a letter of those blocks is treated as dual-joining.
enum JoinerContext {
  /// Whether the joiner at `index` of `scalars` is in one of the contexts above.
  static func allows(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
    let joiner = scalars[index]
    guard joiner == "\u{200C}" || joiner == "\u{200D}" else { return false }
    // Never at an edge: a letter must follow, after any combining marks.
    var next = index + 1
    while next < scalars.count, scalars[next].isCombiningMark { next += 1 }
    guard next < scalars.count, scalars[next].isLetter else { return false }
    guard index > 0 else { return false }
    if scalars[index - 1].properties.canonicalCombiningClass == .virama { return true }  // A2, B
    guard joiner == "\u{200C}" else { return false }
    var previous = index - 1
    while previous > 0, scalars[previous].isCombiningMark { previous -= 1 }
    return scalars[previous].isLetter && scalars[previous].isInJoiningScript && scalars[next].isInJoiningScript
  }
}

extension Unicode.Scalar {
  /// Whether this scalar is a letter (general category L).
  fileprivate var isLetter: Bool {
    switch properties.generalCategory {
    case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: return true
    default: return false
    }
  }

  /// Whether this scalar is in the block of a cursive joining script: Arabic (with its supplements and
  /// presentation forms), Syriac, N'Ko, Mandaic, Mongolian, Phags-pa, Manichaean, Psalter Pahlavi, Hanifi Rohingya,
  /// Sogdian and Adlam.
  fileprivate var isInJoiningScript: Bool {
    switch value {
    case 0x0600...0x06FF, 0x0700...0x074F, 0x0750...0x077F, 0x07C0...0x07FF, 0x0840...0x085F, 0x0860...0x086F,
      0x0870...0x08FF, 0x1800...0x18AF, 0xA840...0xA87F, 0xFB50...0xFDFF, 0xFE70...0xFEFF, 0x10AC0...0x10AFF,
      0x10B80...0x10BAF, 0x10D00...0x10D3F, 0x10F30...0x10F6F, 0x1E900...0x1E95F:
      return true
    default:
      return false
    }
  }
}
