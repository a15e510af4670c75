/// A tab stop of the screen. The gender group is one stop; the arrow keys move between its two buttons.
enum FocusStop: CaseIterable, Hashable, Sendable {
  /// The nickname field.
  case nickname
  /// The email field.
  case email
  /// The birth date field.
  case birthDate
  /// The gender group (남자 / 여자).
  case gender
  /// The sign-up button.
  case submit

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
