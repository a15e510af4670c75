/// The message drawn instead of a form when the terminal is smaller than the form needs.
///
/// ```swift
/// if case .tooSmall(let required, let available) = layout.layout(in: size) {
///   TooSmallNotice(required: required, available: available).draw(into: &buffer, in: buffer.bounds)
/// }
/// ```
public struct TooSmallNotice: Widget, Hashable, Sendable {
  /// The size the form needs.
  public var required: TerminalSize
  /// The size the terminal has.
  public var available: TerminalSize
  /// The text of the notice; by default `Terminal too small: need 40x12, have 30x8`.
  public var message: String

  /// Creates the notice.
  /// - Parameter required: The size the form needs.
  /// - Parameter available: The size the terminal has.
  /// - Parameter message: The text (for another language); `nil` for the English default.
  public init(required: TerminalSize, available: TerminalSize, message: String? = nil) {
    self.required = required
    self.available = available
    self.message = message ?? "Terminal too small: need \(required), have \(available)"
  }

  /// Clears `rect` and draws the message word-wrapped and centred in it (cut when even that does not fit).
  /// - Parameter buffer: The buffer to draw into.
  /// - Parameter rect: Usually the whole buffer.
  public func draw(into buffer: inout ScreenBuffer, in rect: Rect) {
    guard !rect.isEmpty else { return }
    buffer.fill(rect)
    let lines = message.wrapped(toDisplayWidth: rect.width, maximumLines: rect.height)
    let top = rect.row + (rect.height - lines.count) / 2
    for (offset, line) in lines.enumerated() {
      let centered = line.padded(toDisplayWidth: rect.width, alignment: .center)
      buffer.write(
        centered, column: rect.column, row: top + offset, style: CellStyle(attributes: .bold), limit: rect.endColumn)
    }
  }
}
