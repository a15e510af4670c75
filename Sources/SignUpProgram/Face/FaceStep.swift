import SignUp

/// One thing a user does to the form, in words both faces understand: a script's line, a row of the shared input
/// table.
///
/// ```swift
/// let steps: [FaceStep] = [.replace(.nickname, "새싹"), .tap(.female), .submit]
/// ```
public enum FaceStep: Hashable, Sendable {
  /// Focus a text field and replace its text, as a script's `type` (the text goes through ``FieldInput``).
  case replace(SignUpField, String)
  /// Focus a text field and paste at the end of its text (through ``FieldInput``).
  case paste(SignUpField, String)
  /// Focus a gender button and tap it, as a click.
  case tap(Gender)
  /// Focus the sign-up button and press it.
  case submit
  /// Type text where the keyboard focus is, at the cursor, as keys (no focus change; a selection is replaced, as
  /// typing replaces it).
  case type(String)
  /// Ask to leave the form (Esc, or closing the window), under the rule both faces share (``LeaveGuard``).
  case leave(LeaveRequest)
}
