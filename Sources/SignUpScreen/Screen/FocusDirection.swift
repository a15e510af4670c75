/// Which way Tab (forward) or Shift-Tab (backward) moves focus.
enum FocusDirection: Hashable, Sendable {
  /// To the next stop in reading order (Tab, Down, Enter in a text field).
  case forward
  /// To the previous stop (Shift-Tab, Up).
  case backward
}
