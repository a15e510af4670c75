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
  /// The nickname passes the rules and the store is being asked whether it is free.
  case checking
  /// The nickname passes the rules and the store says it is free (only a sign-up decides).
  case available
  /// The nickname passes the rules but the store could not say whether it is free; a sign-up asks again.
  case uncheckable(AccountStoreError)

  /// The text to show under the field.
  ///
  /// - Parameter language: The language of the message.
  /// - Returns: The problem's message for `.invalid`, the note for `.normalized`, what the store said for
  ///   `.checking`, `.available` and `.uncheckable`, `nil` for `.empty` and `.valid`.
  public func message(in language: Language) -> String? {
    switch self {
    case .empty, .valid: return nil
    case .normalized(let note): return note.message(in: language)
    case .invalid(let problem): return problem.message(in: language)
    case .checking: return language == .korean ? "쓸 수 있는 닉네임인지 확인하고 있습니다…" : "Checking whether the nickname is free…"
    case .available: return language == .korean ? "쓸 수 있는 닉네임입니다." : "This nickname is free."
    case .uncheckable(let error):
      return language == .korean
        ? "닉네임을 확인하지 못했습니다. 가입할 때 다시 확인합니다. (\(error.message(in: language)))"
        : "Could not check the nickname; signing up checks it again. (\(error.message(in: language)))"
    }
  }

  /// Whether the value passes the rules and nothing the store said is against it (every case but `.empty` and
  /// `.invalid`).
  public var isValid: Bool {
    switch self {
    case .valid, .normalized, .checking, .available, .uncheckable: return true
    case .empty, .invalid: return false
    }
  }

  /// Whether the field shows a problem (`.invalid`): drawn as an error, marked invalid for assistive technologies.
  public var isProblem: Bool {
    if case .invalid = self { return true }
    return false
  }
}
