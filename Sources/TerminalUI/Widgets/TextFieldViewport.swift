/// The part of a text field's text that is visible in a field of a given width.
public struct TextFieldViewport: Hashable, Sendable {
  /// The index (in characters) of the first visible character.
  public var firstVisibleIndex: Int
  /// The visible characters; at most the field's width in columns, never a split wide character.
  public var visibleText: String
  /// The cursor's column relative to the field's left edge.
  public var cursorColumn: Int

  /// Creates a viewport.
  /// - Parameter firstVisibleIndex: The index of the first visible character.
  /// - Parameter visibleText: The visible characters.
  /// - Parameter cursorColumn: The cursor column relative to the field.
  public init(firstVisibleIndex: Int, visibleText: String, cursorColumn: Int) {
    self.firstVisibleIndex = firstVisibleIndex
    self.visibleText = visibleText
    self.cursorColumn = cursorColumn
  }
}
