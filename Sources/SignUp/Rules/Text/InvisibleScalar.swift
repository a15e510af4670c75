extension Unicode.Scalar {
  /// Whether this scalar shows nothing by itself: a default-ignorable code point (U+200B zero width space, U+2060
  /// word joiner, U+FEFF, U+00AD soft hyphen, variation selectors, U+200D, …) or a Hangul filler (U+115F, U+1160,
  /// U+3164, U+FFA0).
  var isInvisible: Bool {
    switch value {
    case 0x115F, 0x1160, 0x3164, 0xFFA0: return true
    default: return properties.isDefaultIgnorableCodePoint
    }
  }

  /// Whether this scalar is a variation selector (U+FE00–U+FE0F, U+E0100–U+E01EF).
  var isVariationSelector: Bool {
    (0xFE00...0xFE0F).contains(value) || (0xE0100...0xE01EF).contains(value)
  }
}

extension String {
  /// The first invisible scalar that starts or ends the text, or `nil`.
  ///
  /// A variation selector at the end is fine when it selects the look of the character before it (`❤️` is
  /// U+2764 U+FE0F), since that character is visible; any other invisible scalar at either end is reported.
  var invisibleScalarAtEdge: Unicode.Scalar? {
    let scalars = unicodeScalars
    if let first = scalars.first, first.isInvisible { return first }
    guard let last = scalars.last, last.isInvisible else { return nil }
    if last.isVariationSelector, let character = self.last,
      character.unicodeScalars.contains(where: { !$0.isInvisible && !$0.properties.isWhitespace })
    {
      return nil
    }
    return last
  }

  /// Whether every scalar is invisible or whitespace (and there is at least one invisible one).
  var isOnlyInvisible: Bool {
    unicodeScalars.allSatisfy { $0.isInvisible || $0.properties.isWhitespace }
      && unicodeScalars.contains(where: \.isInvisible)
  }
}
