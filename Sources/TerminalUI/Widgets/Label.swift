import TextSafety

/// A line of text, sanitized, cut to its rectangle with an ellipsis (`…`) when it does not fit, and padded with
/// spaces.
///
/// ```swift
/// Label("이름", style: CellStyle(attributes: .bold)).draw(into: &buffer, in: rect)
/// ```
public struct Label: Widget, Hashable, Sendable {
  /// The text shown (untrusted text is fine: it is sanitized).
  public var text: String
  /// The style of the text and of the padding.
  public var style: CellStyle
  /// Where the text sits in the rectangle.
  public var alignment: TextAlignment

  /// Creates a label.
  /// - Parameter text: The text shown.
  /// - Parameter style: The style (default: plain).
  /// - Parameter alignment: The horizontal alignment (default: leading).
  public init(_ text: String, style: CellStyle = .plain, alignment: TextAlignment = .leading) {
    self.text = text
    self.style = style
    self.alignment = alignment
  }

  /// The number of columns the text needs.
  public var preferredWidth: Int { displayWidth(DisplaySanitizer.sanitize(text)) }

  /// Draws the text on the first row of `rect` and blanks the rest of the rectangle.
  /// - Parameter buffer: The buffer to draw into.
  /// - Parameter rect: The area given to the label.
  public func draw(into buffer: inout ScreenBuffer, in rect: Rect) {
    guard !rect.isEmpty else { return }
    buffer.fill(rect, style: style)
    let line = DisplaySanitizer.sanitize(text).truncated(toDisplayWidth: rect.width, ellipsis: "…")
      .padded(toDisplayWidth: rect.width, alignment: alignment)
    buffer.write(line, column: rect.column, row: rect.row, style: style, limit: rect.endColumn)
  }
}
