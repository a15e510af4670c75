import TextSafety

/// A one-line text input drawn from a ``TextFieldModel``, with a placeholder and the cursor when focused.
///
/// ```swift
/// model.scrollToCursor(visibleWidth: rect.width)
/// TextField(model: model, placeholder: "이름", isFocused: focus == "name").draw(into: &buffer, in: rect)
/// ```
public struct TextField: Widget, Hashable, Sendable {
  /// The editing state to show.
  public var model: TextFieldModel
  /// Text shown (dimmed) while the field is empty; cut with `…` when the field is narrower.
  public var placeholder: String
  /// Whether the field has keyboard focus; a focused field places the buffer's cursor.
  public var isFocused: Bool
  /// The style of the field when not focused (underlined so an empty field is visible without colour).
  public var style: CellStyle
  /// The style of the field when focused.
  public var focusedStyle: CellStyle
  /// The style of the placeholder.
  public var placeholderStyle: CellStyle

  /// Creates a text field.
  /// - Parameter model: The editing state.
  /// - Parameter placeholder: Text shown while empty (default: none).
  /// - Parameter isFocused: Whether the field has focus (default: `false`).
  /// - Parameter style: The unfocused style (default: underline).
  /// - Parameter focusedStyle: The focused style (default: bold underline).
  /// - Parameter placeholderStyle: The placeholder style (default: dim underline).
  public init(
    model: TextFieldModel, placeholder: String = "", isFocused: Bool = false,
    style: CellStyle = CellStyle(attributes: .underline),
    focusedStyle: CellStyle = CellStyle(attributes: [.underline, .bold]),
    placeholderStyle: CellStyle = CellStyle(attributes: [.underline, .dim])
  ) {
    self.model = model
    self.placeholder = placeholder
    self.isFocused = isFocused
    self.style = style
    self.focusedStyle = focusedStyle
    self.placeholderStyle = placeholderStyle
  }

  /// Draws the visible part of the text on the first row of `rect` and, when focused, sets `buffer.cursor`.
  /// - Parameter buffer: The buffer to draw into.
  /// - Parameter rect: The area given to the field; its width is the visible width.
  public func draw(into buffer: inout ScreenBuffer, in rect: Rect) {
    guard !rect.isEmpty else { return }
    let fieldStyle = isFocused ? focusedStyle : style
    buffer.fill(Rect(column: rect.column, row: rect.row, width: rect.width, height: 1), style: fieldStyle)
    let viewport = model.viewport(visibleWidth: rect.width)
    if model.text.isEmpty && !placeholder.isEmpty {
      let shown = DisplaySanitizer.sanitize(placeholder).truncated(toDisplayWidth: rect.width, ellipsis: "…")
      buffer.write(shown, column: rect.column, row: rect.row, style: placeholderStyle, limit: rect.endColumn)
    } else {
      buffer.write(viewport.visibleText, column: rect.column, row: rect.row, style: fieldStyle, limit: rect.endColumn)
    }
    if isFocused {
      let column = rect.column + min(viewport.cursorColumn, rect.width - 1)
      buffer.cursor = .visible(column: column, row: rect.row)
    }
  }
}
