/// One widget slot in a ``FormRow``.
///
/// ```swift
/// FormItem("male", width: .fixed(maleButton.preferredWidth))
/// FormItem("name", width: .flexible(minimum: 10))
/// ```
public struct FormItem: Hashable, Sendable {
  /// The widget's identifier.
  public var id: WidgetID
  /// How wide the slot is.
  public var width: FormItemWidth
  /// How many rows the slot spans (at least 1).
  public var height: Int

  /// Creates a slot.
  /// - Parameter id: The widget's identifier.
  /// - Parameter width: How wide the slot is.
  /// - Parameter height: How many rows it spans (default 1; values below 1 count as 1).
  public init(_ id: WidgetID, width: FormItemWidth, height: Int = 1) {
    self.id = id
    self.width = width
    self.height = max(1, height)
  }
}
