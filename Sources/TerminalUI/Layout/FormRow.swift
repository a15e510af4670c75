/// A row of a ``FormLayout``: widgets side by side, or an empty spacer.
///
/// ```swift
/// FormRow([FormItem("male", width: .fixed(8)), FormItem("female", width: .fixed(8))], spacing: 2)
/// FormRow.spacer()
/// ```
public struct FormRow: Hashable, Sendable {
  /// The widgets from left to right.
  public var items: [FormItem]
  /// Columns between neighbouring items.
  public var spacing: Int
  /// The row's height: the tallest item, or the spacer height for an empty row.
  public var height: Int

  /// Creates a row of widgets.
  /// - Parameter items: The widgets from left to right.
  /// - Parameter spacing: Columns between neighbours (default 1; negative counts as 0).
  public init(_ items: [FormItem], spacing: Int = 1) {
    self.items = items
    self.spacing = max(0, spacing)
    self.height = items.map(\.height).max() ?? 1
  }

  /// An empty row that only adds vertical space.
  /// - Parameter height: The number of blank rows (default 1).
  /// - Returns: A row without items.
  public static func spacer(height: Int = 1) -> FormRow {
    var row = FormRow([])
    row.height = max(0, height)
    return row
  }

  /// The narrowest width the row accepts: item minimums plus spacing.
  public var minimumWidth: Int {
    items.reduce(0) { $0 + $1.width.minimum } + spacing * max(0, items.count - 1)
  }
}
