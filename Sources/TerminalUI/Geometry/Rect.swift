/// A rectangle of character cells; `column` and `row` are 0-based and name the top-left cell.
///
/// ```swift
/// let rect = Rect(column: 2, row: 1, width: 10, height: 1)
/// rect.contains(column: 5, row: 1)  // true
/// ```
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  /// The 0-based column of the left edge.
  public var column: Int
  /// The 0-based row of the top edge.
  public var row: Int
  /// The width in cells. Never negative.
  public var width: Int
  /// The height in cells. Never negative.
  public var height: Int

  /// Creates a rectangle; a negative width or height is clamped to zero.
  /// - Parameter column: The 0-based column of the left edge.
  /// - Parameter row: The 0-based row of the top edge.
  /// - Parameter width: The width in cells.
  /// - Parameter height: The height in cells.
  public init(column: Int, row: Int, width: Int, height: Int) {
    self.column = column
    self.row = row
    self.width = max(0, width)
    self.height = max(0, height)
  }

  /// The column just past the right edge.
  public var endColumn: Int { column + width }

  /// The row just past the bottom edge.
  public var endRow: Int { row + height }

  /// Whether the rectangle covers no cell.
  public var isEmpty: Bool { width == 0 || height == 0 }

  /// Whether the cell at `column`, `row` lies inside the rectangle.
  /// - Parameter column: A 0-based column.
  /// - Parameter row: A 0-based row.
  /// - Returns: `true` when the cell is covered by the rectangle.
  public func contains(column: Int, row: Int) -> Bool {
    column >= self.column && column < endColumn && row >= self.row && row < endRow
  }

  /// The part of this rectangle that also lies in `other` (empty when they do not overlap).
  /// - Parameter other: The rectangle to intersect with.
  /// - Returns: The overlapping rectangle.
  public func intersection(_ other: Rect) -> Rect {
    let left = max(column, other.column)
    let top = max(row, other.row)
    let right = min(endColumn, other.endColumn)
    let bottom = min(endRow, other.endRow)
    return Rect(column: left, row: top, width: right - left, height: bottom - top)
  }

  /// The rectangle written as `(column,row) WIDTHxHEIGHT`.
  public var description: String { "(\(column),\(row)) \(width)x\(height)" }
}
