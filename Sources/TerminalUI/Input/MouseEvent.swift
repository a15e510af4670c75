/// A mouse report decoded from SGR mouse mode (`ESC[<b;x;yM` / `m`).
///
/// ```swift
/// if mouse.action == .press, mouse.button == .left, let id = form.hitTest(column: mouse.column, row: mouse.row) {
///   focus(id)
/// }
/// ```
public struct MouseEvent: Hashable, Sendable {
  /// Which button (or wheel direction) the report is about.
  public var button: MouseButton
  /// Press, release or motion.
  public var action: MouseAction
  /// The 0-based column (the terminal reports 1-based).
  public var column: Int
  /// The 0-based row (the terminal reports 1-based).
  public var row: Int
  /// Modifier keys held.
  public var modifiers: KeyModifiers

  /// Creates a mouse event.
  /// - Parameter button: The button or wheel direction.
  /// - Parameter action: Press, release or motion.
  /// - Parameter column: The 0-based column.
  /// - Parameter row: The 0-based row.
  /// - Parameter modifiers: Modifier keys held (default: none).
  public init(button: MouseButton, action: MouseAction, column: Int, row: Int, modifiers: KeyModifiers = []) {
    self.button = button
    self.action = action
    self.column = column
    self.row = row
    self.modifiers = modifiers
  }
}

/// A mouse button or a wheel direction.
public enum MouseButton: Hashable, Sendable {
  /// The primary button.
  case left
  /// The middle button.
  case middle
  /// The secondary button.
  case right
  /// Wheel rolled up (reported as a press).
  case wheelUp
  /// Wheel rolled down (reported as a press).
  case wheelDown
  /// Wheel tilted left.
  case wheelLeft
  /// Wheel tilted right.
  case wheelRight
  /// No button (motion without a button held).
  case none
  /// Another button, with the raw SGR button number.
  case other(Int)
}

/// What happened to a mouse button.
public enum MouseAction: Hashable, Sendable {
  /// The button went down (or the wheel moved).
  case press
  /// The button went up.
  case release
  /// The pointer moved (only reported when motion tracking is on).
  case motion
}
