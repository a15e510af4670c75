/// Makes untrusted text safe to put on a terminal: control and bidi-override characters are shown visibly.
///
/// C0 controls, ESC and DEL are written in caret notation (`^[`, `^C`, `^?`); C1 controls, bidirectional
/// overrides/isolates/marks and line or paragraph separators are written as `<U+XXXX>`. Nothing that a
/// terminal would interpret is ever passed through.
/// ```swift
/// DisplaySanitizer.sanitize("a\u{1B}[2Jb")  // "a^[[2Jb"
/// DisplaySanitizer.sanitize("x\u{202E}y")  // "x<U+202E>y"
/// ```
public enum DisplaySanitizer {
  /// Replaces every unsafe scalar of `text` by its visible form.
  /// - Parameter text: Text a user typed or pasted, or any other untrusted text.
  /// - Returns: Text that contains no unsafe scalar.
  public static func sanitize(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if isUnsafe(scalar) {
        result.append(contentsOf: visibleForm(of: scalar).unicodeScalars)
      } else {
        result.append(scalar)
      }
    }
    return String(result)
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
    if isUnsafe(scalar) { return "<U+\(hexDigits(value))>" }
    return String(Character(scalar))
  }

  private static func hexDigits(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
