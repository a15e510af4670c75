/// Where the terminal's text cursor should be after a frame is drawn.
///
/// ```swift
/// buffer.cursor = .visible(column: 12, row: 3)  // inside the focused text field
/// ```
public enum CursorState: Hashable, Sendable {
  /// The cursor is hidden.
  case hidden
  /// The cursor is shown at a 0-based cell.
  case visible(column: Int, row: Int)
}
