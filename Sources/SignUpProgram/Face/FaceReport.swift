import SignUp

/// What a face shows after a step, in words both faces understand: the field texts, the messages under them, the
/// gender buttons, the status line, the focus, and the request once signed up. The shared input table compares
/// the terminal's report with the window's after every step.
public struct FaceReport: Hashable, Sendable, CustomStringConvertible {
  /// Each text field's text, as the field holds it (nickname, email, birth date).
  public var texts: [String]
  /// The message under each text field, or `nil` when none is shown.
  public var messages: [String?]
  /// Which fields are marked invalid (shown as an error, announced as invalid).
  public var invalid: [Bool]
  /// The selected gender.
  public var gender: Gender?
  /// The status line's text, or `nil`.
  public var notice: String?
  /// Where the keyboard focus is.
  public var focus: FaceFocus?
  /// The request's JSON, once signed up.
  public var request: String?
  /// Whether each text field's cursor is at the end of its text.
  public var cursorsAtEnd: [Bool]
  /// Whether each text field has text selected (which the next typed key would replace).
  public var selections: [Bool]
  /// Whether the face has ended without signing up (left, cancelled).
  public var hasLeft: Bool

  /// Makes a report.
  public init(
    texts: [String], messages: [String?], invalid: [Bool], gender: Gender?, notice: String?, focus: FaceFocus?,
    request: String?, cursorsAtEnd: [Bool], selections: [Bool], hasLeft: Bool
  ) {
    self.texts = texts
    self.messages = messages
    self.invalid = invalid
    self.gender = gender
    self.notice = notice
    self.focus = focus
    self.request = request
    self.cursorsAtEnd = cursorsAtEnd
    self.selections = selections
    self.hasLeft = hasLeft
  }

  /// The text fields, in the order of ``texts`` and ``messages``.
  public static let textFields: [SignUpField] = [.nickname, .email, .birthDate]

  /// One line per part, for test failure messages; user text is shown with its code points past ASCII.
  public var description: String {
    func shown(_ text: String?) -> String {
      guard let text else { return "nil" }
      let scalars = text.unicodeScalars
      let cut = scalars.count > 60 ? String(String.UnicodeScalarView(scalars.prefix(60))) + "…" : text
      return "\""
        + cut.unicodeScalars.map {
          $0.value < 0x20 || $0.value == 0x7F ? "\\u{\(String($0.value, radix: 16))}" : String($0)
        }
        .joined() + "\" (\(text.count) characters)"
    }
    var lines: [String] = []
    for (index, field) in Self.textFields.enumerated() {
      lines.append(
        "\(field): \(shown(texts[index])) message \(shown(messages[index])) invalid \(invalid[index])"
          + " cursor at end \(cursorsAtEnd[index]) selection \(selections[index])")
    }
    lines.append("gender: \(gender.map { "\($0)" } ?? "none"), focus: \(focus.map { "\($0)" } ?? "none")")
    lines.append("notice: \(shown(notice)), request: \(request ?? "none"), left: \(hasLeft)")
    return lines.joined(separator: "\n")
  }
}
