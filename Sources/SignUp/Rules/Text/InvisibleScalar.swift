extension Unicode.Scalar {
  /// Whether this scalar shows nothing, or only blank space, although it is not a space: a default-ignorable code
  /// point (U+200B zero width space, U+2060 word joiner, U+FEFF, U+00AD soft hyphen, variation selectors, U+200D,
  /// tags, …), a Hangul filler (U+115F, U+1160, U+3164, U+FFA0) or the braille blank U+2800.
  var isInvisible: Bool {
    switch value {
    case 0x115F, 0x1160, 0x3164, 0xFFA0, 0x2800: return true
    default: return properties.isDefaultIgnorableCodePoint
    }
  }

  /// Whether this scalar is a variation selector (U+FE00–U+FE0F, U+E0100–U+E01EF).
  var isVariationSelector: Bool {
    (0xFE00...0xFE0F).contains(value) || (0xE0100...0xE01EF).contains(value)
  }

  /// Whether this scalar is a combining mark (general category Mn, Mc or Me): it sits on the character before it.
  var isCombiningMark: Bool {
    switch properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return true
    default: return false
    }
  }
}

extension Character {
  /// The offset (in scalars) of the first invisible scalar of this character that is not part of how a visible
  /// character is written, or `nil`.
  ///
  /// Allowed inside a character whose first scalar is visible: variation selectors (`❤️` is U+2764 U+FE0F, `葛󠄀`
  /// an ideographic variation sequence), in an emoji (`👨‍👩‍👧`, `🏴󠁧󠁢󠁳󠁣󠁴󠁿`) the zero-width joiner U+200D and the tag
  /// characters, and a joiner that `allowsJoiner` allows (given its offset). Every other invisible scalar is
  /// reported, wherever it is.
  func hiddenScalarOffset(allowsJoiner: (Int) -> Bool) -> Int? {
    let scalars = Array(unicodeScalars)
    guard let first = scalars.first else { return nil }
    if first.isInvisible { return 0 }
    let isEmoji = first.properties.isEmoji && !first.isASCII
    return scalars.indices.dropFirst().first { offset in
      let scalar = scalars[offset]
      guard scalar.isInvisible else { return false }
      if scalar.isVariationSelector { return false }
      if isEmoji && (scalar == "\u{200D}" || (0xE0020...0xE007F).contains(scalar.value)) { return false }
      return !allowsJoiner(offset)
    }
  }
}

extension String {
  /// The first invisible or blank-looking scalar anywhere in the text that is not part of an emoji or a variation
  /// sequence (see `Character.hiddenScalarOffset(allowsJoiner:)`), nor a ZWNJ or ZWJ inside a word of a script
  /// that needs it (``JoinerContext``), or `nil`.
  var hiddenScalar: Unicode.Scalar? {
    let scalars = Array(unicodeScalars)
    var start = 0
    for character in self {
      let base = start
      if let offset = character.hiddenScalarOffset(allowsJoiner: { JoinerContext.allows(scalars, at: base + $0) }) {
        return scalars[base + offset]
      }
      start += character.unicodeScalars.count
    }
    return nil
  }

  /// Whether every scalar is invisible, blank-looking or whitespace (and there is at least one that is not
  /// whitespace).
  var isOnlyInvisible: Bool {
    unicodeScalars.allSatisfy { $0.isInvisible || $0.properties.isWhitespace }
      && unicodeScalars.contains(where: \.isInvisible)
  }
}
