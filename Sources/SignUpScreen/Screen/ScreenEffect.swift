import SignUp

/// What the screen's state machine asks its binding to do: inputs for the view model, or leaving.
enum ScreenEffect: Hashable, Sendable {
  /// The text of a field changed: send it to the field's relay.
  case sendText(TextFieldKind, String)
  /// A focus move for the view model, which keeps the focus (Tab, a click, an arrow in the gender group).
  case focus(SignUpFocusCommand)
  /// A tap on a gender button (a click, Space on the focused button); the view model focuses the button too.
  case tap(Gender)
  /// The sign-up button was pressed.
  case submit
  /// The user cancelled.
  case cancel
}
