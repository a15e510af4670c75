extension TextFieldModel {
  /// Ctrl-W, as readline's `unix-word-rubout`: deletes the spaces before the cursor, then the word before them
  /// (everything back to the previous space).
  /// - Returns: `.textChanged`, or `.unchanged` at the start.
  @discardableResult
  public mutating func deleteWordBackward() -> TextFieldEdit {
    let characters = Array(text)
    var start = cursor
    while start > 0, characters[start - 1].isWhitespace { start -= 1 }
    while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
    return delete(start..<cursor, in: characters)
  }

  /// Ctrl-U, as readline's `unix-line-discard`: deletes everything before the cursor.
  /// - Returns: `.textChanged`, or `.unchanged` at the start.
  @discardableResult
  public mutating func deleteToStart() -> TextFieldEdit {
    delete(0..<cursor, in: Array(text))
  }

  /// Ctrl-K, as readline's `kill-line`: deletes everything after the cursor.
  /// - Returns: `.textChanged`, or `.unchanged` at the end.
  @discardableResult
  public mutating func deleteToEnd() -> TextFieldEdit {
    let characters = Array(text)
    return delete(cursor..<characters.count, in: characters)
  }

  /// Alt-B, as readline's `backward-word`: moves to the start of this word or the one before (a word is letters
  /// and digits).
  /// - Returns: `.cursorMoved`, or `.unchanged` at the start.
  @discardableResult
  public mutating func moveWordBackward() -> TextFieldEdit {
    let characters = Array(text)
    var position = cursor
    while position > 0, !Self.isWordCharacter(characters[position - 1]) { position -= 1 }
    while position > 0, Self.isWordCharacter(characters[position - 1]) { position -= 1 }
    return move(to: position)
  }

  /// Alt-F, as readline's `forward-word`: moves to the end of this word or the next one.
  /// - Returns: `.cursorMoved`, or `.unchanged` at the end.
  @discardableResult
  public mutating func moveWordForward() -> TextFieldEdit {
    let characters = Array(text)
    var position = cursor
    while position < characters.count, !Self.isWordCharacter(characters[position]) { position += 1 }
    while position < characters.count, Self.isWordCharacter(characters[position]) { position += 1 }
    return move(to: position)
  }

  /// Whether readline counts the character as part of a word: a letter or a digit, in any script.
  static func isWordCharacter(_ character: Character) -> Bool {
    character.isLetter || character.isNumber
  }

  private mutating func delete(_ range: Range<Int>, in characters: [Character]) -> TextFieldEdit {
    guard !range.isEmpty else { return .unchanged }
    var kept = characters
    kept.removeSubrange(range)
    text = String(kept)
    cursor = min(range.lowerBound, text.count)
    return .textChanged
  }

  private mutating func move(to position: Int) -> TextFieldEdit {
    guard position != cursor else { return .unchanged }
    cursor = position
    return .cursorMoved
  }
}
