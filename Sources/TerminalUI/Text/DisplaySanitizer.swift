/// Makes untrusted text safe to put on a terminal: control and bidi-override characters are shown visibly.
///
/// C0 controls, ESC and DEL are written in caret notation (`^[`, `^C`, `^?`); C1 controls, bidirectional
/// overrides/isolates/marks and line or paragraph separators are written as `<U+XXXX>`. Nothing that a
/// terminal would interpret is ever passed through. ``escaped(_:)`` is the form for messages on standard error:
/// backslash escapes (`\e`, `\t`, `\u{202E}`) that read like the text a user typed.
///
/// Both run in time linear in the text's length.
/// ```swift
/// DisplaySanitizer.sanitize("a\u{1B}[2Jb")  // "a^[[2Jb"
/// DisplaySanitizer.sanitize("x\u{202E}y")  // "x<U+202E>y"
/// DisplaySanitizer.escaped("\u{1B}]2;x\u{7}")  // "\\e]2;x\\a"
/// ```
public enum DisplaySanitizer {
  /// Replaces every unsafe scalar of `text` by its visible form.
  /// - Parameter text: Text a user typed or pasted, or any other untrusted text.
  /// - Returns: Text that contains no unsafe scalar.
  public static func sanitize(_ text: String) -> String {
    replacingUnsafe(in: text, by: visibleForm(of:))
  }

  /// Replaces every unsafe scalar of `text` by a backslash escape, for messages that quote user data: `\e` for
  /// ESC, `\a \b \t \n \v \f \r` for those controls, `\x7F` style for other C0 controls, DEL and C1 controls,
  /// `\u{202E}` style for the bidi controls and separators. A backslash already in the text is left as it is.
  /// - Parameter text: Untrusted text (a script line, an argument, a file name).
  /// - Returns: Printable text with no unsafe scalar.
  public static func escaped(_ text: String) -> String {
    replacingUnsafe(in: text, by: escapeForm(of:))
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

  /// The visible stand-in for an unsafe scalar: caret notation for C0 controls and DEL, `<U+XXXX>` otherwise.
  /// - Parameter scalar: An unsafe scalar (a safe one is returned unchanged).
  /// - Returns: Printable ASCII text.
  public static func visibleForm(of scalar: Unicode.Scalar) -> String {
    let value = scalar.value
    if value < 0x20, let letter = Unicode.Scalar(value + 0x40) { return "^" + String(Character(letter)) }
    if value == 0x7F { return "^?" }
    if isUnsafe(scalar) { return "<U+\(hexDigits(value, minimum: 4))>" }
    return String(Character(scalar))
  }

  /// The backslash escape for an unsafe scalar (see ``escaped(_:)``).
  /// - Parameter scalar: An unsafe scalar (a safe one is returned unchanged).
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
    default:
      return isUnsafe(scalar) ? "\\u{" + hexDigits(scalar.value, minimum: 4) + "}" : String(Character(scalar))
    }
  }

  /// Copies `text` as UTF-8 bytes, replacing unsafe scalars; one pass, so linear time.
  private static func replacingUnsafe(in text: String, by replacement: (Unicode.Scalar) -> String) -> String {
    guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count + 16)
    for scalar in text.unicodeScalars {
      if isUnsafe(scalar) {
        bytes.append(contentsOf: replacement(scalar).utf8)
      } else {
        UTF8.encode(scalar) { bytes.append($0) }
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func hexDigits(_ value: UInt32, minimum: Int) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, minimum - digits.count)) + digits
  }
}
