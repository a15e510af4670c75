/// A value that can draw itself into a rectangle of a ``ScreenBuffer``.
///
/// Widgets hold no hidden state: the app keeps the state (text, focus, selection) and builds fresh widget
/// values for every frame.
/// ```swift
/// Label("Name").draw(into: &buffer, in: form.rect(for: "nameLabel") ?? .init(column: 0, row: 0, width: 0, height: 0))
/// ```
public protocol Widget {
  /// Draws the widget, touching only cells inside `rect` (clipped to the buffer).
  /// - Parameter buffer: The buffer to draw into.
  /// - Parameter rect: The area given to the widget.
  func draw(into buffer: inout ScreenBuffer, in rect: Rect)
}
