/// A widget's identifier and the rectangle the layout gave it.
public struct PlacedWidget: Hashable, Sendable {
  /// The widget's identifier.
  public var id: WidgetID
  /// Its rectangle on screen.
  public var rect: Rect

  /// Creates a placed widget.
  /// - Parameter id: The identifier.
  /// - Parameter rect: The rectangle.
  public init(id: WidgetID, rect: Rect) {
    self.id = id
    self.rect = rect
  }
}
