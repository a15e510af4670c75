/// What an editing operation on a ``TextFieldModel`` did, so the app can react (redraw, show a message).
public enum TextFieldEdit: Hashable, Sendable {
  /// The text changed (and the cursor with it).
  case textChanged
  /// Only the cursor moved.
  case cursorMoved
  /// Nothing changed (for example Backspace at the start).
  case unchanged
  /// The maximum length was reached: `inserted` characters went in, `dropped` were left out.
  case truncated(inserted: Int, dropped: Int)
  /// The event is not an editing event (Tab, Enter, Escape, mouse, …): the app should handle it.
  case notHandled
}
