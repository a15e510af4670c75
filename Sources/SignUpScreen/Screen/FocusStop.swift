import SignUp

/// A tab stop of the screen: `SignUpViewModel`'s stops, which it keeps the focus among (``FormSnapshot/focus``).
typealias FocusStop = SignUpFocusStop

extension SignUpFocusStop {
  /// The stop of a text field.
  /// - Parameter kind: The text field.
  init(_ kind: TextFieldKind) {
    switch kind {
    case .nickname: self = .nickname
    case .email: self = .email
    case .birthDate: self = .birthDate
    }
  }

  /// The text field at this stop, or `nil` for the gender group and the sign-up button.
  var textField: TextFieldKind? {
    switch self {
    case .nickname: return .nickname
    case .email: return .email
    case .birthDate: return .birthDate
    case .gender, .submit: return nil
    }
  }
}
