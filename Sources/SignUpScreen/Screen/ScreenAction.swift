import Selection
import SignUp
import SignUpProgram
import TerminalUI

/// What the user (or a script line) asked the screen to do, after key mapping and hit-testing.
enum ScreenAction: Hashable, Sendable {
  /// Leave without signing up (Esc, Ctrl-C); asks once more when something was typed (``LeaveGuard``).
  case cancel(LeaveRequest)
  /// Stop the program as a shell's Ctrl-Z does (performed by the interactive loop, not the model).
  case suspend
  /// Text was typed or pasted while no text field had focus.
  case typedOutsideField
  /// The terminal sent bytes that are not valid UTF-8.
  case invalidInput
  /// Tab, Shift-Tab, Up, Down, or Enter in a text field.
  case moveFocus(FocusDirection)
  /// An editing event for a text field (typed text, a paste, Backspace, cursor keys…).
  case edit(TextFieldKind, InputEvent)
  /// A key for the focused gender group (arrows, Home, End, Space/Enter).
  case gender(SelectionCommand<Gender>)
  /// Space or Enter on the sign-up button.
  case pressSubmit
  /// The left mouse button went down on a target.
  case pointerDown(PointerTarget)
  /// The left mouse button went up, over a target or over nothing.
  case pointerUp(PointerTarget?)
  /// Focus a field and replace its text (a script's `type`); the text goes through `FieldInput`, as a paste.
  case replaceText(TextFieldKind, String)
  /// Focus a field with its cursor at the end (before a scripted paste).
  case focusField(TextFieldKind)
  /// Focus a gender button and tap it (a script's `tap`, the same as a click).
  case tap(Gender)
  /// Focus the sign-up button and press it (a script's `submit`, the same as a click).
  case submit

  /// Whether this is a request to leave (Esc, Ctrl-C): every other action disarms the leave confirmation.
  var isCancel: Bool {
    if case .cancel = self { return true }
    return false
  }
}
