/// The size of a terminal or of a screen buffer, in character cells.
///
/// ```swift
/// let size = TerminalSize(columns: 80, rows: 24)
/// ```
public struct TerminalSize: Hashable, Sendable, CustomStringConvertible {
  /// The number of columns (cells per row). Never negative.
  public var columns: Int
  /// The number of rows. Never negative.
  public var rows: Int

  /// Creates a size; negative values are clamped to zero.
  /// - Parameter columns: The number of columns.
  /// - Parameter rows: The number of rows.
  public init(columns: Int, rows: Int) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
  }

  /// The size written as `COLUMNSxROWS`, for example `80x24`.
  public var description: String { "\(columns)x\(rows)" }
}
