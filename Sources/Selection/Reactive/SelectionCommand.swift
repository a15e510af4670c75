/// Something a screen asks a selection group to do, through `SelectionViewModel.Input.commands`.
public enum SelectionCommand<Option: Hashable> {
  /// A user tap on an option (the same as a tap stream element).
  case tap(Option)
  /// Select an option from code, through the group's rules.
  case select(Option)
  /// Deselect an option from code, through the group's rules.
  case deselect(Option)
  /// Clear the selection from code, through the group's rules.
  case clear
  /// Replace the selection from code, through the group's rules.
  case set([Option])
  /// Enable or disable an option.
  case setEnabled(Option, Bool)
  /// Move keyboard focus onto the group (to its tab stop).
  case enterFocus
  /// Move keyboard focus out of the group.
  case leaveFocus
  /// Focus an option.
  case focus(Option)
  /// Move focus inside the group.
  case moveFocus(FocusMove)
  /// Move focus for an arrow, Home or End key, following the group's orientation.
  case navigate(NavigationKey)
  /// Toggle the focused option, as Space or Enter does (a user tap).
  case activateFocused
}

extension SelectionCommand: Sendable where Option: Sendable {}

extension SelectionCommand: Hashable {}
