import Selection
import SignUp

/// A focus or keyboard command for the gender group, as the screen sends it to the view model.
///
/// A comparable stand-in for `SelectionCommand<Gender>` (which is not `Hashable`), limited to what the screen uses.
enum GenderGroupCommand: Hashable, Sendable {
  /// Focus enters the group, onto its tab stop (the selected option, else the first).
  case enterFocus
  /// Focus leaves the group.
  case leaveFocus
  /// Focus moves onto one button (a click).
  case focus(Gender)
  /// An arrow, Home or End key inside the group.
  case navigate(NavigationKey)
  /// Space or Enter on the focused button.
  case activateFocused

  /// The command for `SelectionViewModel`.
  var selectionCommand: SelectionCommand<Gender> {
    switch self {
    case .enterFocus: return .enterFocus
    case .leaveFocus: return .leaveFocus
    case .focus(let gender): return .focus(gender)
    case .navigate(let key): return .navigate(key)
    case .activateFocused: return .activateFocused
    }
  }
}
