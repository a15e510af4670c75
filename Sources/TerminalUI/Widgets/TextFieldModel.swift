import TextSafety

/// The editing state of a one-line text field: a pure value the app stores and updates.
///
/// Positions count grapheme clusters (Swift `Character`s), so a Hangul syllable, an emoji ZWJ sequence or
/// `e` + combining accent is one step for the cursor and for Backspace. Inserted text keeps everything but control
/// characters: line breaks and tabs become spaces, other C0 and C1 controls and DEL are dropped (an app that must
/// say so cleans the text first and counts). Bidi controls and invisible characters stay in the text, so the app's
/// rules can see them; they are measured and drawn in their visible form
/// (TextSafety's `DisplaySanitizer.displayForm(of:)`), `<U+202E>`, never raw.
/// ```swift
/// var name = TextFieldModel(maximumLength: 20)
/// name.insert("새싹")  // .textChanged
/// name.deleteBackward()  // "새"
/// name.scrollToCursor(visibleWidth: 10)
/// ```
public struct TextFieldModel: Hashable, Sendable {
  /// The current text.
  public internal(set) var text: String
  /// The cursor position in characters, from 0 (before the first) to the character count (after the last).
  public internal(set) var cursor: Int
  /// The index of the first visible character, kept by ``scrollToCursor(visibleWidth:)``.
  public private(set) var scrollOffset: Int = 0
  /// The maximum number of characters, or `nil` for no limit.
  public let maximumLength: Int?

  /// Creates a model with the cursor at the end of the text.
  /// - Parameter text: The initial text (cleaned and cut to `maximumLength`).
  /// - Parameter maximumLength: The maximum number of characters (`nil`: unlimited; negative counts as 0).
  public init(text: String = "", maximumLength: Int? = nil) {
    self.maximumLength = maximumLength.map { max(0, $0) }
    var cleaned = Self.editableText(text)
    if let limit = self.maximumLength, cleaned.count > limit { cleaned = String(cleaned.prefix(limit)) }
    self.text = cleaned
    self.cursor = cleaned.count
  }

  /// The number of characters in the text.
  public var characterCount: Int { text.count }

  /// Inserts text at the cursor and moves the cursor after it.
  /// - Parameter string: The text to insert (typed or pasted; it is cleaned first).
  /// - Returns: `.textChanged`, `.truncated` when the maximum length cut it, or `.unchanged`.
  @discardableResult
  public mutating func insert(_ string: String) -> TextFieldEdit {
    let insertion = Array(Self.editableText(string))
    guard !insertion.isEmpty else { return .unchanged }
    let characters = Array(text)
    let prefix = String(characters[..<cursor])
    let suffix = String(characters[cursor...])
    var kept = insertion
    if let limit = maximumLength {
      let room = max(0, limit - characters.count)
      kept = Array(insertion.prefix(room))
    }
    if !kept.isEmpty {
      let combined = prefix + String(kept) + suffix
      text = combined
      cursor = max(0, combined.count - suffix.count)
    }
    if kept.count < insertion.count { return .truncated(inserted: kept.count, dropped: insertion.count - kept.count) }
    return .textChanged
  }

  /// Replaces the whole text and puts the cursor at the end.
  /// - Parameter newText: The new text (cleaned and cut to the maximum length).
  /// - Returns: `.textChanged`, `.truncated` or `.unchanged`.
  @discardableResult
  public mutating func replaceText(with newText: String) -> TextFieldEdit {
    let old = text
    text = ""
    cursor = 0
    scrollOffset = 0
    let result = insert(newText)
    if case .truncated = result { return result }
    return text == old ? .unchanged : .textChanged
  }

  /// Deletes the character before the cursor.
  /// - Returns: `.textChanged`, or `.unchanged` at the start.
  @discardableResult
  public mutating func deleteBackward() -> TextFieldEdit {
    guard cursor > 0 else { return .unchanged }
    var characters = Array(text)
    characters.remove(at: cursor - 1)
    text = String(characters)
    cursor -= 1
    return .textChanged
  }

  /// Deletes the character after the cursor.
  /// - Returns: `.textChanged`, or `.unchanged` at the end.
  @discardableResult
  public mutating func deleteForward() -> TextFieldEdit {
    var characters = Array(text)
    guard cursor < characters.count else { return .unchanged }
    characters.remove(at: cursor)
    text = String(characters)
    return .textChanged
  }

  /// Moves the cursor one character left.
  /// - Returns: `.cursorMoved`, or `.unchanged` at the start.
  @discardableResult
  public mutating func moveLeft() -> TextFieldEdit { moveCursor(to: cursor - 1) }

  /// Moves the cursor one character right.
  /// - Returns: `.cursorMoved`, or `.unchanged` at the end.
  @discardableResult
  public mutating func moveRight() -> TextFieldEdit { moveCursor(to: cursor + 1) }

  /// Moves the cursor before the first character.
  /// - Returns: `.cursorMoved`, or `.unchanged` when already there.
  @discardableResult
  public mutating func moveToStart() -> TextFieldEdit { moveCursor(to: 0) }

  /// Moves the cursor after the last character.
  /// - Returns: `.cursorMoved`, or `.unchanged` when already there.
  @discardableResult
  public mutating func moveToEnd() -> TextFieldEdit { moveCursor(to: text.count) }

  /// Applies an input event: text and pastes are inserted; Space, Backspace, Delete, Left, Right, Home, End and
  /// readline's keys (Ctrl-A, Ctrl-E, Ctrl-W, Ctrl-U, Ctrl-K, Alt-B, Alt-F: see ``deleteWordBackward()``) edit;
  /// anything else is `.notHandled`.
  /// - Parameter event: A decoded input event.
  /// - Returns: What happened.
  @discardableResult
  public mutating func handle(_ event: InputEvent) -> TextFieldEdit {
    switch event {
    case .text(let string): return insert(string)
    case .paste(let paste): return insert(paste.text)
    case .key(let key): return handle(key)
    case .mouse, .unknown, .invalidUTF8: return .notHandled
    }
  }

  private mutating func handle(_ key: Key) -> TextFieldEdit {
    if key.modifiers == .alt {
      switch key.code {
      case .character("b"): return moveWordBackward()
      case .character("f"): return moveWordForward()
      default: return .notHandled
      }
    }
    if key.modifiers.contains(.alt) { return .notHandled }
    switch key.code {
    case .space where key.modifiers.isEmpty || key.modifiers == .shift: return insert(" ")
    case .backspace: return deleteBackward()
    case .delete: return deleteForward()
    case .left: return moveLeft()
    case .right: return moveRight()
    case .home: return moveToStart()
    case .end: return moveToEnd()
    case .character("a") where key.modifiers == .control: return moveToStart()
    case .character("e") where key.modifiers == .control: return moveToEnd()
    case .character("w") where key.modifiers == .control: return deleteWordBackward()
    case .character("u") where key.modifiers == .control: return deleteToStart()
    case .character("k") where key.modifiers == .control: return deleteToEnd()
    default: return .notHandled
    }
  }

  /// Updates ``scrollOffset`` so the cursor is visible in a field `visibleWidth` columns wide, scrolling as
  /// little as possible. Call it after each edit with the field's width for steady scrolling.
  /// - Parameter visibleWidth: The field's width in columns.
  public mutating func scrollToCursor(visibleWidth: Int) {
    scrollOffset = viewport(visibleWidth: visibleWidth).firstVisibleIndex
  }

  /// What a field `visibleWidth` columns wide shows, starting from ``scrollOffset`` adjusted so the cursor
  /// cell is visible and no space is wasted at the end. Scrolling is by display width, so wide (Korean)
  /// characters line up and are never split.
  /// - Parameter visibleWidth: The field's width in columns (at least 1 is assumed).
  /// - Returns: The first visible index, the visible text and the cursor column.
  public func viewport(visibleWidth: Int) -> TextFieldViewport {
    let width = max(1, visibleWidth)
    let characters = Array(text)
    let widths = characters.map(Self.shownWidth)
    var offset = min(scrollOffset, cursor)
    let cursorCellWidth = cursor < characters.count ? max(1, widths[cursor]) : 1
    var beforeCursor = widths[offset..<cursor].reduce(0, +)
    while offset < cursor && beforeCursor + cursorCellWidth > width {
      beforeCursor -= widths[offset]
      offset += 1
    }
    var tail = widths[offset...].reduce(0, +) + 1
    while offset > 0 && tail + widths[offset - 1] <= width {
      offset -= 1
      tail += widths[offset]
    }
    var visible = ""
    var used = 0
    for index in offset..<characters.count {
      if used + widths[index] > width { break }
      visible.append(characters[index])
      used += widths[index]
    }
    let cursorColumn = widths[offset..<cursor].reduce(0, +)
    return TextFieldViewport(firstVisibleIndex: offset, visibleText: visible, cursorColumn: cursorColumn)
  }

  private mutating func moveCursor(to position: Int) -> TextFieldEdit {
    let target = min(max(0, position), text.count)
    guard target != cursor else { return .unchanged }
    cursor = target
    return .cursorMoved
  }

  /// How many scalars inserting `string` would remove: control characters other than line breaks and tabs
  /// (which become spaces).
  /// - Parameter string: Text about to be inserted.
  /// - Returns: The number of scalars ``insert(_:)`` leaves out.
  public static func removedControlCount(in string: String) -> Int {
    var count = 0
    for character in string where !Self.becomesSpace(character) {
      count += character.unicodeScalars.lazy.filter(ScalarWidth.isControl).count
    }
    return count
  }

  /// The columns a character of the text takes where the field draws it (in its visible form if it has one).
  /// - Parameter character: A character of the text.
  /// - Returns: The width in columns.
  public static func shownWidth(_ character: Character) -> Int {
    displayWidth(DisplaySanitizer.displayForm(of: character))
  }

  private static func becomesSpace(_ character: Character) -> Bool {
    character == "\r\n" || character == "\n" || character == "\r" || character == "\t"
  }

  /// Text as it may be stored: line breaks and tabs become spaces, control characters are dropped.
  static func editableText(_ string: String) -> String {
    guard string.unicodeScalars.contains(where: ScalarWidth.isControl) else { return string }
    var result = ""
    for character in string {
      if Self.becomesSpace(character) {
        result.append(" ")
        continue
      }
      let scalars = character.unicodeScalars
      if scalars.contains(where: ScalarWidth.isControl) {
        var safe = String.UnicodeScalarView()
        safe.append(contentsOf: scalars.filter { !ScalarWidth.isControl($0) })
        result.append(String(safe))
      } else {
        result.append(character)
      }
    }
    return result
  }
}
