import SignUp

/// Where the keyboard focus is, in words both faces understand.
public enum FaceFocus: Hashable, Sendable, CustomStringConvertible {
  /// A text field.
  case field(SignUpField)
  /// A gender button.
  case gender(Gender)
  /// The sign-up button.
  case submit

  /// For test failure messages.
  public var description: String {
    switch self {
    case .field(let field): return "\(field)"
    case .gender(let gender): return "gender.\(gender)"
    case .submit: return "submit"
    }
  }
}
