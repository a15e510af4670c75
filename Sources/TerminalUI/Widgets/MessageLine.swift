import TextSafety

/// A one-line message, such as a validation error or "paste was cut", truncated with an ellipsis.
///
/// ```swift
/// MessageLine("이름을 입력하세요", kind: .error).draw(into: &buffer, in: messageRect)
/// ```
public struct MessageLine: Widget, Hashable, Sendable {
  /// The message (sanitized when drawn); empty draws a blank line.
  public var text: String
  /// The kind, which chooses the style.
  public var kind: MessageKind

  /// Creates a message line.
  /// - Parameter text: The message.
  /// - Parameter kind: The kind (default: `.info`).
  public init(_ text: String, kind: MessageKind = .info) {
    self.text = text
    self.kind = kind
  }

  /// Draws the message on the first row of `rect`; the rest of the row is blank.
  /// - Parameter buffer: The buffer to draw into.
  /// - Parameter rect: The area given to the message.
  public func draw(into buffer: inout ScreenBuffer, in rect: Rect) {
    guard !rect.isEmpty else { return }
    buffer.fill(rect)
    let line = DisplaySanitizer.sanitize(text).truncated(toDisplayWidth: rect.width, ellipsis: "…")
    buffer.write(line, column: rect.column, row: rect.row, style: kind.style, limit: rect.endColumn)
  }
}
