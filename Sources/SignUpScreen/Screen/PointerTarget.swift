import SignUp

/// What a mouse press or release landed on.
enum PointerTarget: Hashable, Sendable {
  /// A field's label or message line: focuses the field.
  case label(TextFieldKind)
  /// A text field, `offset` columns from its left edge, in a field `width` columns wide: focuses it and places
  /// the cursor there.
  case field(TextFieldKind, offset: Int, width: Int)
  /// The gender group's label: focuses the group.
  case genderLabel
  /// One of the gender buttons: a click taps it.
  case option(Gender)
  /// The sign-up button: a click presses it.
  case submit
}
