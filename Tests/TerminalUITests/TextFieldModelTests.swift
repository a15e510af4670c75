import TerminalUI
import Testing

@Suite("Text field editing")
struct TextFieldModelTests {
  @Test("Korean syllables are inserted and deleted one grapheme at a time")
  func korean() {
    var model = TextFieldModel()
    #expect(model.insert("새싹") == .textChanged)
    #expect(model.text == "새싹")
    #expect(model.cursor == 2)
    #expect(model.deleteBackward() == .textChanged)
    #expect(model.text == "새")
    #expect(model.cursor == 1)
  }

  @Test("A combining mark joins the character before the cursor")
  func combining() {
    var model = TextFieldModel()
    model.insert("e")
    model.insert("\u{301}")
    #expect(model.text == "é")
    #expect(model.characterCount == 1)
    #expect(model.cursor == 1)
    model.deleteBackward()
    #expect(model.text.isEmpty)
  }

  @Test("Cursor movement stays within the text")
  func movement() {
    var model = TextFieldModel(text: "가나다")
    #expect(model.cursor == 3)
    #expect(model.moveRight() == .unchanged)
    #expect(model.moveLeft() == .cursorMoved)
    #expect(model.cursor == 2)
    #expect(model.moveToStart() == .cursorMoved)
    #expect(model.moveLeft() == .unchanged)
    #expect(model.deleteBackward() == .unchanged)
    #expect(model.deleteForward() == .textChanged)
    #expect(model.text == "나다")
    #expect(model.insert("a") == .textChanged)
    #expect(model.text == "a나다")
    #expect(model.cursor == 1)
    #expect(model.moveToEnd() == .cursorMoved)
    #expect(model.deleteForward() == .unchanged)
  }

  @Test("The maximum length counts graphemes and reports what was dropped")
  func maximumLength() {
    var model = TextFieldModel(maximumLength: 5)
    #expect(model.insert("가나다라마바사") == .truncated(inserted: 5, dropped: 2))
    #expect(model.text == "가나다라마")
    #expect(model.insert("x") == .truncated(inserted: 0, dropped: 1))
    #expect(model.text == "가나다라마")
    model.deleteBackward()
    #expect(model.insert("👨‍👩‍👧") == .textChanged)
    #expect(model.characterCount == 5)
    #expect(TextFieldModel(text: "abcdefgh", maximumLength: 3).text == "abc")
  }

  @Test("Line breaks and tabs become spaces; controls are dropped; bidi and invisible characters are kept")
  func cleaning() {
    var model = TextFieldModel()
    model.insert("a\r\nb\tc\u{1B}[31md\u{202E}e\u{7F}\u{200B}")
    #expect(model.text == "a b c[31md\u{202E}e\u{200B}")
    #expect(model.insert("\u{1B}\u{7}") == .unchanged)
  }

  @Test("A kept bidi or invisible character is measured as it is drawn: <U+XXXX>")
  func shownWidths() {
    #expect(TextFieldModel.shownWidth("\u{202E}") == 8)
    #expect(TextFieldModel.shownWidth("\u{200B}") == 8)
    #expect(TextFieldModel.shownWidth("새") == 2)
    #expect(TextFieldModel.shownWidth("❤️") == 2)
    let model = TextFieldModel(text: "새\u{200B}싹")
    #expect(model.viewport(visibleWidth: 20).cursorColumn == 12)
  }

  @Test("Input events edit the field; other keys are left to the app")
  func events() {
    var model = TextFieldModel()
    #expect(model.handle(.text("새싹")) == .textChanged)
    #expect(model.handle(.key(Key(.space))) == .textChanged)
    #expect(model.handle(.paste(PasteEvent(text: "ok", isTruncated: false, limit: 10))) == .textChanged)
    #expect(model.text == "새싹 ok")
    #expect(model.handle(.key(Key(.backspace))) == .textChanged)
    #expect(model.handle(.key(Key(.left))) == .cursorMoved)
    #expect(model.handle(.key(Key(.home))) == .cursorMoved)
    #expect(model.handle(.key(Key(.delete))) == .textChanged)
    #expect(model.handle(.key(.ctrl("e"))) == .cursorMoved)
    #expect(model.handle(.key(.ctrl("a"))) == .cursorMoved)
    #expect(model.handle(.key(Key(.end))) == .cursorMoved)
    #expect(model.text == "싹 o")
    #expect(model.handle(.key(Key(.tab))) == .notHandled)
    #expect(model.handle(.key(Key(.enter))) == .notHandled)
    #expect(model.handle(.key(.ctrl("c"))) == .notHandled)
    #expect(model.handle(.key(Key(.character("x"), modifiers: .alt))) == .notHandled)
    #expect(model.handle(.mouse(MouseEvent(button: .left, action: .press, column: 0, row: 0))) == .notHandled)
  }

  @Test("The viewport scrolls by display width so wide characters are never split")
  func viewport() {
    var model = TextFieldModel(text: "가나다라마")
    let end = model.viewport(visibleWidth: 6)
    #expect(end == TextFieldViewport(firstVisibleIndex: 3, visibleText: "라마", cursorColumn: 4))
    model.scrollToCursor(visibleWidth: 6)
    model.moveLeft()
    #expect(
      model.viewport(visibleWidth: 6) == TextFieldViewport(firstVisibleIndex: 3, visibleText: "라마", cursorColumn: 2))
    model.moveToStart()
    #expect(
      model.viewport(visibleWidth: 6) == TextFieldViewport(firstVisibleIndex: 0, visibleText: "가나다", cursorColumn: 0))
  }

  @Test("The cursor cell of a wide character fits inside the field")
  func wideCursorCell() {
    var model = TextFieldModel(text: "abc가")
    model.moveLeft()
    #expect(
      model.viewport(visibleWidth: 4) == TextFieldViewport(firstVisibleIndex: 1, visibleText: "bc가", cursorColumn: 2))
    let mixed = TextFieldModel(text: "ab가")
    #expect(
      mixed.viewport(visibleWidth: 4) == TextFieldViewport(firstVisibleIndex: 1, visibleText: "b가", cursorColumn: 3))
  }

  @Test("After deleting, the view scrolls back so no space is wasted")
  func scrollBack() {
    var model = TextFieldModel(text: "abcdefgh")
    model.scrollToCursor(visibleWidth: 5)
    #expect(model.scrollOffset == 4)
    model.deleteBackward()
    model.deleteBackward()
    #expect(
      model.viewport(visibleWidth: 5) == TextFieldViewport(firstVisibleIndex: 2, visibleText: "cdef", cursorColumn: 4))
    model.replaceText(with: "")
    #expect(
      model.viewport(visibleWidth: 5) == TextFieldViewport(firstVisibleIndex: 0, visibleText: "", cursorColumn: 0))
  }

  @Test("Readline's keys: Ctrl-W, Ctrl-U, Ctrl-K delete; Alt-B, Alt-F move by word")
  func readlineKeys() {
    var model = TextFieldModel(text: "새싹 one two-three")
    #expect(model.handle(.key(Key(.character("b"), modifiers: .alt))) == .cursorMoved)
    #expect(model.cursor == 11, "to the start of three")
    #expect(model.handle(.key(Key(.character("b"), modifiers: .alt))) == .cursorMoved)
    #expect(model.cursor == 7, "to the start of two, over the hyphen")
    #expect(model.handle(.key(Key(.character("f"), modifiers: .alt))) == .cursorMoved)
    #expect(model.cursor == 10, "to the end of two")
    #expect(model.handle(.key(.ctrl("k"))) == .textChanged)
    #expect(model.text == "새싹 one two")
    #expect(model.handle(.key(.ctrl("w"))) == .textChanged)
    #expect(model.text == "새싹 one ", "the word before the cursor, back to a space")
    #expect(model.handle(.key(.ctrl("w"))) == .textChanged)
    #expect(model.text == "새싹 ", "the spaces, then the word")
    #expect(model.handle(.key(.ctrl("a"))) == .cursorMoved)
    #expect(model.handle(.key(.ctrl("w"))) == .unchanged, "nothing before the cursor")
    #expect(model.handle(.key(Key(.character("f"), modifiers: .alt))) == .cursorMoved)
    #expect(model.cursor == 2, "the end of 새싹")
    #expect(model.handle(.key(.ctrl("u"))) == .textChanged)
    #expect(model.text == " " && model.cursor == 0)
    #expect(model.handle(.key(.ctrl("k"))) == .textChanged)
    #expect(model.text.isEmpty)
  }
}
