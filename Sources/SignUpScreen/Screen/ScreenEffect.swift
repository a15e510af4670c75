import Selection
import SignUp

/// What the screen's state machine asks its binding to do: inputs for the view model, or leaving.
enum ScreenEffect: Hashable, Sendable {
  /// The text of a field changed: send it to the field's relay.
  case sendText(TextFieldKind, String)
  /// A command for the gender group: a tap on a button (`.tap(.male)`), a focus move or a key inside the group.
  case gender(SelectionCommand<Gender>)
  /// The sign-up button was pressed.
  case submit
  /// The user cancelled.
  case cancel
}
