/// A simple vertical form: rows stacked top to bottom inside a margin, each row holding widgets side by side.
///
/// ```swift
/// let layout = FormLayout(rows: [
///   FormRow([FormItem("nameLabel", width: .fixed(6)), FormItem("name", width: .flexible(minimum: 12))]),
///   FormRow([FormItem("male", width: .fixed(8)), FormItem("female", width: .fixed(8))], spacing: 2),
///   FormRow.spacer(),
///   FormRow([FormItem("ok", width: .fixed(6))]),
/// ])
/// switch layout.layout(in: size) {
/// case .laidOut(let form): draw(form)
/// case .tooSmall(let required, let available): TooSmallNotice(required: required, available: available)
/// }
/// ```
public struct FormLayout: Hashable, Sendable {
  /// The rows from top to bottom.
  public var rows: [FormRow]
  /// Blank columns left and right of the form.
  public var horizontalMargin: Int
  /// Blank rows above and below the form.
  public var verticalMargin: Int
  /// The widest the form's content may grow, or `nil` to use the whole terminal width.
  public var maximumContentWidth: Int?

  /// Creates a layout.
  /// - Parameter rows: The rows from top to bottom.
  /// - Parameter horizontalMargin: Blank columns on each side (default 2).
  /// - Parameter verticalMargin: Blank rows above and below (default 1).
  /// - Parameter maximumContentWidth: A cap on the content width (default: none).
  public init(rows: [FormRow], horizontalMargin: Int = 2, verticalMargin: Int = 1, maximumContentWidth: Int? = nil) {
    self.rows = rows
    self.horizontalMargin = max(0, horizontalMargin)
    self.verticalMargin = max(0, verticalMargin)
    self.maximumContentWidth = maximumContentWidth
  }

  /// The smallest terminal the form fits in.
  public var minimumSize: TerminalSize {
    let contentWidth = rows.map(\.minimumWidth).max() ?? 0
    let contentHeight = rows.reduce(0) { $0 + $1.height }
    return TerminalSize(columns: contentWidth + 2 * horizontalMargin, rows: contentHeight + 2 * verticalMargin)
  }

  /// Places every widget for a terminal of `size`, or reports that it is too small.
  ///
  /// Fixed items keep their width; the spare width of a row is shared by its flexible items (the first ones
  /// get one column more when it does not divide evenly).
  /// - Parameter size: The terminal size.
  /// - Returns: `.laidOut` with every widget's rectangle, or `.tooSmall(required:available:)`.
  public func layout(in size: TerminalSize) -> FormLayoutResult {
    let required = minimumSize
    guard size.columns >= required.columns, size.rows >= required.rows else {
      return .tooSmall(required: required, available: size)
    }
    var contentWidth = size.columns - 2 * horizontalMargin
    if let maximumContentWidth {
      contentWidth = max(required.columns - 2 * horizontalMargin, min(contentWidth, maximumContentWidth))
    }
    var placed: [PlacedWidget] = []
    var top = verticalMargin
    for row in rows {
      let flexibleCount = row.items.filter { if case .flexible = $0.width { true } else { false } }.count
      let spare = max(0, contentWidth - row.minimumWidth)
      var flexibleIndex = 0
      var left = horizontalMargin
      for item in row.items {
        var width = item.width.minimum
        if case .flexible = item.width {
          width += spare / flexibleCount + (flexibleIndex < spare % flexibleCount ? 1 : 0)
          flexibleIndex += 1
        }
        placed.append(PlacedWidget(id: item.id, rect: Rect(column: left, row: top, width: width, height: item.height)))
        left += width + row.spacing
      }
      top += row.height
    }
    return .laidOut(LaidOutForm(size: size, widgets: placed))
  }
}
