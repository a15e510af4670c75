/// How a person asked to leave the form, so the confirmation names the same way to leave again.
public enum LeaveRequest: Hashable, Sendable {
  /// Esc, in the terminal or the window.
  case escape
  /// Ctrl-C, in the terminal.
  case interrupt
  /// The window's close button, Alt-F4 or the window manager.
  case closeWindow
}
