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
  /// The field's value has a problem to show.
  case invalid(FieldProblem)

  /// The text to show under the field.
  ///
  /// - Parameter language: The language of the message.
  /// - Returns: The problem's message for `.invalid`, `nil` for `.empty` and `.valid`.
  public func message(in language: Language) -> String? {
    guard case .invalid(let problem) = self else { return nil }
    return problem.message(in: language)
  }

  /// Whether the state is `.valid`.
  public var isValid: Bool { self == .valid }
}
