extension Unicode.Scalar {
  /// Whether this scalar may not appear in a nickname or an email address.
  ///
  /// Forbidden are the control characters (C0 U+0000–U+001F, DEL U+007F, C1 U+0080–U+009F), the line and paragraph
  /// separators (U+2028, U+2029) and the bidirectional formatting characters (Unicode `Bidi_Control`: U+061C,
  /// U+200E, U+200F, U+202A–U+202E, U+2066–U+2069). The zero-width joiner U+200D stays allowed: emoji need it.
  var isForbiddenInFormText: Bool {
    switch properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator:
      return true
    default:
      return properties.isBidiControl
    }
  }

  /// The code point written as `U+XXXX`, for messages (for example `U+202E`).
  var codePointText: String {
    let hex = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
