/// Which key was pressed, without modifiers.
public enum KeyCode: Hashable, Sendable {
  /// Arrow up.
  case up
  /// Arrow down.
  case down
  /// Arrow left.
  case left
  /// Arrow right.
  case right
  /// Home.
  case home
  /// End.
  case end
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// Insert.
  case insert
  /// Delete (forward delete, `ESC[3~`).
  case delete
  /// Tab; Shift-Tab is `.tab` with `.shift`.
  case tab
  /// Enter or Return (CR or LF).
  case enter
  /// The space bar.
  case space
  /// Backspace (DEL 0x7F or BS 0x08).
  case backspace
  /// A lone Escape.
  case escape
  /// A function key F1…F12.
  case function(Int)
  /// A character key combined with Control or Alt, such as Ctrl-C (`.character("c")` with `.control`).
  ///
  /// Plain typed characters arrive as ``InputEvent/text(_:)`` instead.
  case character(Character)
}
