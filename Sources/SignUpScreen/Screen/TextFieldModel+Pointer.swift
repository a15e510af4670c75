import TerminalUI

extension TextFieldModel {
  /// The character index under a column of a field drawn `visibleWidth` columns wide: the character whose cell
  /// holds the column (either half of a wide character), or the end of the text past the last one.
  /// - Parameters:
  ///   - column: The column, counted from the field's left edge.
  ///   - visibleWidth: The field's width.
  /// - Returns: A cursor position, from 0 to the character count.
  func characterIndex(atColumn column: Int, visibleWidth: Int) -> Int {
    let viewport = viewport(visibleWidth: visibleWidth)
    let characters = Array(text)
    var index = viewport.firstVisibleIndex
    var used = 0
    while index < characters.count {
      let width = TextFieldModel.shownWidth(characters[index])
      if column < used + width { break }
      used += width
      index += 1
    }
    return index
  }

  /// Moves the cursor to where a click at `column` of the field landed.
  /// - Parameters:
  ///   - column: The column, counted from the field's left edge.
  ///   - visibleWidth: The field's width.
  mutating func placeCursor(atColumn column: Int, visibleWidth: Int) {
    let target = characterIndex(atColumn: max(0, column), visibleWidth: visibleWidth)
    guard target != cursor else { return }
    if target < cursor {
      while cursor > target, moveLeft() == .cursorMoved {}
    } else {
      while cursor < target, moveRight() == .cursorMoved {}
    }
  }
}
