/// How a person asked to leave the form, so the confirmation names the same way to leave again.
public enum LeaveRequest: Hashable, Sendable {
  /// Esc, in the terminal or the window.
  case escape
  /// Ctrl-C: the key, in the terminal screen; SIGINT, in the window (Ctrl-C in the terminal that started it).
  case interrupt
  /// The window's close button, Alt-F4 or the window manager.
  case closeWindow
}
