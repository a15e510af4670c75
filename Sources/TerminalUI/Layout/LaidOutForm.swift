/// The result of laying out a form: where each widget goes, and which widget is under a point.
///
/// ```swift
/// if let rect = form.rect(for: "name") { field.draw(into: &buffer, in: rect) }
/// let clicked = form.hitTest(column: mouse.column, row: mouse.row)
/// ```
public struct LaidOutForm: Hashable, Sendable {
  /// The size the form was laid out in.
  public let size: TerminalSize
  /// Every widget in row order, left to right.
  public let widgets: [PlacedWidget]

  /// Creates a laid-out form.
  /// - Parameter size: The terminal size used.
  /// - Parameter widgets: The placed widgets.
  public init(size: TerminalSize, widgets: [PlacedWidget]) {
    self.size = size
    self.widgets = widgets
  }

  /// The rectangle of a widget.
  /// - Parameter id: The widget's identifier.
  /// - Returns: Its rectangle, or `nil` when the form has no such widget.
  public func rect(for id: WidgetID) -> Rect? { widgets.first { $0.id == id }?.rect }

  /// The widget under a cell, for example where the mouse was clicked.
  /// - Parameter column: A 0-based column (``MouseEvent/column``).
  /// - Parameter row: A 0-based row (``MouseEvent/row``).
  /// - Returns: The widget's identifier, or `nil` when the cell is not inside any widget.
  public func hitTest(column: Int, row: Int) -> WidgetID? {
    widgets.first { $0.rect.contains(column: column, row: row) }?.id
  }
}
