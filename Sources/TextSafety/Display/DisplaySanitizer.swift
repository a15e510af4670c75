/// Makes untrusted text safe and honest to put on a terminal: control, bidi and invisible characters are shown
/// visibly.
///
/// Two kinds of scalar are never written as they are:
/// - unsafe ones (``isUnsafe(_:)``), which a terminal would interpret or which reorder text: C0 and C1 controls,
///   DEL, the bidi controls, the line and paragraph separators;
/// - hidden ones (``isHidden(_:)``), which show nothing or only blank space though they are not a space: format
///   characters (U+200B, U+FEFF, U+00AD, …), other default-ignorable code points, the Hangul fillers and the
///   braille blank U+2800. They are kept where they are part of how a visible character is written: a variation
///   selector after a visible character (`❤️`), and a zero-width joiner or a tag inside an emoji (`👨‍👩‍👧`).
///
/// A combining mark with no character to sit on (at the start of the text, or after a replaced scalar) is shown
/// the same way, so it cannot join the quote or the label drawn before it.
///
/// ``sanitize(_:)`` is the form for the screen: caret notation for C0 controls and DEL (`^[`, `^C`, `^?`), `<U+XXXX>`
/// for the others. ``escaped(_:)`` is the form for messages on standard error: backslash escapes (`\e`, `\t`,
/// `\u{202E}`) that read like the text a user typed. Both run in time linear in the text's length.
/// ```swift
/// DisplaySanitizer.sanitize("a\u{1B}[2Jb")  // "a^[[2Jb"
/// DisplaySanitizer.sanitize("새\u{200B}싹")  // "새<U+200B>싹"
/// DisplaySanitizer.escaped("\u{1B}]2;x\u{7}")  // "\\e]2;x\\a"
/// ```
public enum DisplaySanitizer {
  /// Replaces every unsafe or hidden scalar of `text` by its visible form.
  /// - Parameter text: Text a user typed or pasted, or any other untrusted text.
  /// - Returns: Text that contains no unsafe scalar and no hidden one out of place.
  public static func sanitize(_ text: String) -> String {
    replacing(in: text, by: visibleForm(of:))
  }

  /// Replaces every unsafe or hidden scalar of `text` by a backslash escape, for messages that quote user data:
  /// `\e` for ESC, `\a \b \t \n \v \f \r` for those controls, `\x7F` style for other C0 controls, DEL and C1
  /// controls, `\u{202E}` style for the others. A backslash already in the text is left as it is.
  /// - Parameter text: Untrusted text (a script line, an argument, a file name).
  /// - Returns: Printable text with no unsafe scalar and no hidden one out of place.
  public static func escaped(_ text: String) -> String {
    replacing(in: text, by: escapeForm(of:))
  }

  /// How a field shows one character: the character itself, or its visible form when it has an unsafe or hidden
  /// scalar (``sanitize(_:)`` of the character alone).
  /// - Parameter character: A character of a field's text.
  /// - Returns: Text to draw.
  public static func displayForm(of character: Character) -> String {
    guard needsReplacing(character) else { return String(character) }
    var bytes: [UInt8] = []
    append(character, by: visibleForm(of:), to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether `scalar` must not be written raw to a terminal.
  ///
  /// True for C0 controls (U+0000–U+001F, including ESC and TAB), DEL, C1 controls (U+0080–U+009F),
  /// bidi controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) and U+2028/U+2029.
  /// - Parameter scalar: The scalar to check.
  /// - Returns: `true` when the scalar must be shown in a visible form instead.
  public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: return true
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
    case 0x2028, 0x2029: return true
    default: return false
    }
  }

  /// Whether `scalar` shows nothing, or only blank space, though it is not a space: a format character (general
  /// category Cf), another default-ignorable code point (variation selectors, U+3164 is not one but is listed), a
  /// Hangul filler (U+115F, U+1160, U+3164, U+FFA0) or the braille blank U+2800. Unsafe scalars are not counted
  /// here.
  /// - Parameter scalar: The scalar to check.
  public static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    if isUnsafe(scalar) { return false }
    switch scalar.value {
    case 0x115F, 0x1160, 0x3164, 0xFFA0, 0x2800: return true
    case 0x00...0x7E: return false
    default:
      return scalar.properties.generalCategory == .format || scalar.properties.isDefaultIgnorableCodePoint
    }
  }

  /// The visible stand-in for a scalar: caret notation for C0 controls and DEL, `<U+XXXX>` otherwise.
  /// - Parameter scalar: A scalar to show visibly.
  /// - Returns: Printable ASCII text.
  public static func visibleForm(of scalar: Unicode.Scalar) -> String {
    let value = scalar.value
    if value < 0x20, let letter = Unicode.Scalar(value + 0x40) { return "^" + String(Character(letter)) }
    if value == 0x7F { return "^?" }
    return "<U+\(hexDigits(value, minimum: 4))>"
  }

  /// The backslash escape for a scalar (see ``escaped(_:)``).
  /// - Parameter scalar: A scalar to show visibly.
  /// - Returns: Printable ASCII text.
  public static func escapeForm(of scalar: Unicode.Scalar) -> String {
    switch scalar.value {
    case 0x1B: return "\\e"
    case 0x07: return "\\a"
    case 0x08: return "\\b"
    case 0x09: return "\\t"
    case 0x0A: return "\\n"
    case 0x0B: return "\\v"
    case 0x0C: return "\\f"
    case 0x0D: return "\\r"
    case 0x00...0x1F, 0x7F...0x9F: return "\\x" + hexDigits(scalar.value, minimum: 2)
    default: return "\\u{" + hexDigits(scalar.value, minimum: 4) + "}"
    }
  }

  /// Copies `text` as UTF-8 bytes, replacing what must not be shown raw; one pass over its characters.
  private static func replacing(in text: String, by form: (Unicode.Scalar) -> String) -> String {
    let scalars = text.unicodeScalars
    let quick =
      !scalars.contains { isUnsafe($0) || isHidden($0) } && !(scalars.first.map(isCombiningMark) ?? false)
    if quick { return text }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count + 16)
    for character in text {
      append(character, by: form, to: &bytes)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Whether a character has a scalar that ``append(_:by:to:)`` replaces.
  private static func needsReplacing(_ character: Character) -> Bool {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return false }
    if isCombiningMark(first) { return true }
    return scalars.contains { isUnsafe($0) || isHidden($0) } && scalars.contains { isOutOfPlace($0, in: character) }
  }

  /// Appends one character, with each scalar that must not be shown raw in its `form`.
  private static func append(_ character: Character, by form: (Unicode.Scalar) -> String, to bytes: inout [UInt8]) {
    var isFirst = true
    for scalar in character.unicodeScalars {
      let replaced = (isFirst && isCombiningMark(scalar)) || isOutOfPlace(scalar, in: character)
      isFirst = false
      if replaced {
        bytes.append(contentsOf: form(scalar).utf8)
      } else {
        UTF8.encode(scalar) { bytes.append($0) }
      }
    }
  }

  /// Whether an unsafe or hidden scalar is not part of how `character` is written (see the type's overview).
  private static func isOutOfPlace(_ scalar: Unicode.Scalar, in character: Character) -> Bool {
    if isUnsafe(scalar) { return true }
    guard isHidden(scalar) else { return false }
    guard let first = character.unicodeScalars.first, first != scalar, !isHidden(first), !isUnsafe(first) else {
      return true
    }
    switch scalar.value {
    case 0xFE00...0xFE0F, 0xE0100...0xE01EF: return false
    case 0x200D, 0xE0020...0xE007F: return !(first.properties.isEmoji && !first.isASCII)
    default: return true
    }
  }

  private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return true
    default: return false
    }
  }

  private static func hexDigits(_ value: UInt32, minimum: Int) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, minimum - digits.count)) + digits
  }
}
