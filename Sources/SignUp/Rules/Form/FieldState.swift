/// What the screen shows under one field.
///
/// ```swift
/// let state = validation.state(of: .email, showingRequired: false)
/// state.message(in: .korean)  // nil, or the text to show in red
/// ```
public enum FieldState: Hashable, Sendable {
  /// Nothing typed (or no gender chosen) and no message to show yet.
  case empty
  /// The field's value is valid.
  case valid
  /// The field's value is valid, but what is sent is not quite what was typed (full-width forms read as ASCII).
  case normalized(FieldNote)
  /// The field's value has a problem to show.
  case invalid(FieldProblem)

  /// The text to show under the field.
  ///
  /// - Parameter language: The language of the message.
  /// - Returns: The problem's message for `.invalid`, the note for `.normalized`, `nil` for `.empty` and `.valid`.
  public func message(in language: Language) -> String? {
    switch self {
    case .empty, .valid: return nil
    case .normalized(let note): return note.message(in: language)
    case .invalid(let problem): return problem.message(in: language)
    }
  }

  /// Whether the value is valid (`.valid` or `.normalized`).
  public var isValid: Bool {
    switch self {
    case .valid, .normalized: return true
    case .empty, .invalid: return false
    }
  }

  /// Whether the field shows a problem (`.invalid`): drawn as an error, marked invalid for assistive technologies.
  public var isProblem: Bool {
    if case .invalid = self { return true }
    return false
  }
}
