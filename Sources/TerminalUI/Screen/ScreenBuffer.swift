import TextSafety

/// A grid of character cells that widgets draw into; the renderer turns the difference between two
/// buffers into terminal output.
///
/// Text written with ``write(_:column:row:style:limit:)`` is passed through TextSafety's `DisplaySanitizer` and
/// measured per grapheme cluster, so a wide character always occupies its cell plus a continuation cell
/// and is never split at an edge.
/// ```swift
/// var buffer = ScreenBuffer(size: TerminalSize(columns: 20, rows: 3))
/// buffer.write("이름: 새싹", column: 1, row: 0, style: .plain)
/// buffer.cursor = .visible(column: 11, row: 0)
/// ```
public struct ScreenBuffer: Hashable, Sendable {
  /// The size of the grid.
  public let size: TerminalSize
  /// Where the cursor should be shown after this buffer is drawn; hidden by default.
  public var cursor: CursorState = .hidden
  private(set) var cells: [Cell]

  /// Creates a buffer filled with blank cells.
  /// - Parameter size: The size of the grid.
  /// - Parameter style: The style of the initial blank cells.
  public init(size: TerminalSize, style: CellStyle = .plain) {
    self.size = size
    self.cells = Array(repeating: .blank(style), count: size.columns * size.rows)
  }

  /// The rectangle covering the whole buffer.
  public var bounds: Rect { Rect(column: 0, row: 0, width: size.columns, height: size.rows) }

  /// The cell at a position, or `nil` outside the buffer.
  /// - Parameter column: A 0-based column.
  /// - Parameter row: A 0-based row.
  /// - Returns: The cell, or `nil` when the position is out of range.
  public func cell(column: Int, row: Int) -> Cell? {
    guard bounds.contains(column: column, row: row) else { return nil }
    return cells[row * size.columns + column]
  }

  /// The text of a row with continuation cells left out (a debugging and testing aid).
  /// - Parameter row: A 0-based row.
  /// - Returns: The graphemes of the row joined; empty for a row outside the buffer.
  public func text(row: Int) -> String {
    guard row >= 0, row < size.rows else { return "" }
    var result = ""
    for column in 0..<size.columns {
      if let character = cells[row * size.columns + column].character { result.append(character) }
    }
    return result
  }

  /// Fills a rectangle (clipped to the buffer) with blank cells.
  /// - Parameter rect: The area to clear.
  /// - Parameter style: The style of the blank cells.
  public mutating func fill(_ rect: Rect, style: CellStyle = .plain) {
    let area = rect.intersection(bounds)
    guard !area.isEmpty else { return }
    for row in area.row..<area.endRow {
      for column in area.column..<area.endColumn {
        place(" ", width: 1, column: column, row: row, style: style)
      }
    }
  }

  /// Writes text on one row, starting at `column`, and returns the column after the last cell written.
  ///
  /// The text is sanitized (controls become visible), zero-width clusters are skipped, and writing stops
  /// at `limit` (exclusive) or the right edge, whichever comes first. A wide character that would not
  /// fit entirely is replaced by a blank cell in `style`, so nothing is ever half drawn.
  /// - Parameter text: The text to draw (untrusted text is fine).
  /// - Parameter column: The 0-based starting column (may be negative; cells left of 0 are dropped).
  /// - Parameter row: The 0-based row; nothing is written for a row outside the buffer.
  /// - Parameter style: The style of the written cells.
  /// - Parameter limit: A column (exclusive) at which to stop; `nil` means the right edge.
  /// - Returns: The column just after the last cell written (or `column` when nothing fit).
  @discardableResult
  public mutating func write(_ text: String, column: Int, row: Int, style: CellStyle, limit: Int? = nil) -> Int {
    guard row >= 0, row < size.rows else { return column }
    let end = min(limit ?? size.columns, size.columns)
    var position = column
    for character in DisplaySanitizer.sanitize(text) {
      let width = displayWidth(character)
      if width == 0 { continue }
      if position + width > end {
        if position >= 0, position < end { place(" ", width: 1, column: position, row: row, style: style) }
        return max(position, min(end, position + 1))
      }
      if position < 0 {
        var blank = max(0, position)
        while blank < position + width {
          place(" ", width: 1, column: blank, row: row, style: style)
          blank += 1
        }
      } else {
        place(character, width: width, column: position, row: row, style: style)
      }
      position += width
    }
    return position
  }

  /// Stores one grapheme, repairing any wide character it overlaps so pairs stay consistent.
  private mutating func place(_ character: Character, width: Int, column: Int, row: Int, style: CellStyle) {
    let index = row * size.columns + column
    clearOverlap(at: index, column: column)
    cells[index] = Cell(content: .grapheme(character), width: width, style: style)
    if width == 2 {
      clearOverlap(at: index + 1, column: column + 1)
      cells[index + 1] = Cell(content: .continuation, width: 0, style: style)
    }
  }

  /// Turns the other half of a wide character at `index` into a blank cell before `index` is overwritten.
  private mutating func clearOverlap(at index: Int, column: Int) {
    let existing = cells[index]
    if existing.content == .continuation, column > 0 {
      cells[index - 1] = .blank(cells[index - 1].style)
    } else if existing.width == 2, column + 1 < size.columns {
      cells[index + 1] = .blank(existing.style)
    }
  }
}
