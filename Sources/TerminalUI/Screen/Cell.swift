/// One character cell of a ``ScreenBuffer``.
///
/// A cell either starts a grapheme cluster (1 or 2 columns wide) or is the continuation (right half)
/// of the wide grapheme in the cell to its left. Cells are changed only through ``ScreenBuffer``,
/// which keeps wide characters and their continuation cells paired and never stores raw control
/// characters.
public struct Cell: Hashable, Sendable {
  /// What a cell shows.
  public enum Content: Hashable, Sendable {
    /// A grapheme cluster that starts in this cell.
    case grapheme(Character)
    /// The right half of the wide grapheme in the cell to the left.
    case continuation
  }

  /// What this cell shows.
  public internal(set) var content: Content
  /// The number of columns the content starts here: 1 or 2 for a grapheme, 0 for a continuation.
  public internal(set) var width: Int
  /// How the cell is drawn.
  public internal(set) var style: CellStyle

  init(content: Content, width: Int, style: CellStyle) {
    self.content = content
    self.width = width
    self.style = style
  }

  /// A space in the given style.
  /// - Parameter style: The style of the blank cell.
  /// - Returns: A one-column blank cell.
  public static func blank(_ style: CellStyle = .plain) -> Cell {
    Cell(content: .grapheme(" "), width: 1, style: style)
  }

  /// The grapheme this cell starts, or `nil` for a continuation cell.
  public var character: Character? {
    if case .grapheme(let character) = content { return character }
    return nil
  }
}
