import Selection

/// Something a face asks of the form's keyboard focus, through `SignUpViewModel.Input.focus`.
public enum SignUpFocusCommand: Hashable, Sendable {
  /// To the next stop in reading order, wrapping (Tab).
  case next
  /// To the previous stop, wrapping (Shift-Tab).
  case previous
  /// To a stop (a click, or a focus move the face's toolkit made); the gender group at its tab stop, unless focus
  /// is already inside it.
  case focus(SignUpFocusStop)
  /// To one gender button (a click on it, or the toolkit focusing it).
  case focusGender(Gender)
  /// An arrow, Home or End key inside the gender group, after the group's orientation; nothing elsewhere.
  case navigate(NavigationKey)
}
