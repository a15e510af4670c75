import SignUp

/// What the screen's state machine asks its binding to do: inputs for the view model, or leaving.
enum ScreenEffect: Hashable, Sendable {
  /// The text of a field changed: send it to the field's relay.
  case sendText(TextFieldKind, String)
  /// A gender button was tapped.
  case tap(Gender)
  /// A focus or keyboard command for the gender group.
  case gender(GenderGroupCommand)
  /// The sign-up button was pressed.
  case submit
  /// The user cancelled.
  case cancel
}
