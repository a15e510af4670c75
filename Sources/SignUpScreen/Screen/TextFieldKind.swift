import SignUp

/// One of the screen's three text fields, in reading order.
enum TextFieldKind: CaseIterable, Hashable, Sendable {
  /// The nickname field (닉네임).
  case nickname
  /// The email field (이메일).
  case email
  /// The birth date field (생년월일, `YYYY-MM-DD`).
  case birthDate

  /// The text field of a form field.
  /// - Parameter field: A form field; `nil` for the gender group, which is not a text field.
  init?(_ field: SignUpField) {
    switch field {
    case .nickname: self = .nickname
    case .email: self = .email
    case .birthDate: self = .birthDate
    case .gender: return nil
    }
  }

  /// The form field this text field edits, for its label and messages.
  var signUpField: SignUpField {
    switch self {
    case .nickname: return .nickname
    case .email: return .email
    case .birthDate: return .birthDate
    }
  }
}
