/// A tab stop of the sign-up form, in reading order. The gender group is one stop; the arrow keys move between
/// its two buttons.
public enum SignUpFocusStop: CaseIterable, Hashable, Sendable {
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
}
