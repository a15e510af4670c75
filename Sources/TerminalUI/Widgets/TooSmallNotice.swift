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

  /// Creates the notice.
  /// - Parameter required: The size the form needs.
  /// - Parameter available: The size the terminal has.
  public init(required: TerminalSize, available: TerminalSize) {
    self.required = required
    self.available = available
  }

  /// The text of the notice, for example `Terminal too small: need 40x12, have 30x8`.
  public var message: String { "Terminal too small: need \(required), have \(available)" }

  /// Clears `rect` and draws the message word-wrapped and centred in it (cut when even that does not fit).
  /// - Parameter buffer: The buffer to draw into.
  /// - Parameter rect: Usually the whole buffer.
  public func draw(into buffer: inout ScreenBuffer, in rect: Rect) {
    guard !rect.isEmpty else { return }
    buffer.fill(rect)
    let lines = Self.wrap(message, width: rect.width).prefix(rect.height)
    let top = rect.row + (rect.height - lines.count) / 2
    for (offset, line) in lines.enumerated() {
      let centered = line.padded(toDisplayWidth: rect.width, alignment: .center)
      buffer.write(
        centered, column: rect.column, row: top + offset, style: CellStyle(attributes: .bold), limit: rect.endColumn)
    }
  }

  /// Splits text into lines of at most `width` columns, breaking at spaces and inside words only when needed.
  static func wrap(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      var rest = String(word)
      while !rest.isEmpty {
        let separator = line.isEmpty ? "" : " "
        if displayWidth(line) + displayWidth(separator) + displayWidth(rest) <= width {
          line += separator + rest
          rest = ""
        } else if !line.isEmpty {
          lines.append(line)
          line = ""
        } else {
          let head = rest.truncated(toDisplayWidth: width)
          let piece = head.isEmpty ? String(rest.prefix(1)) : head
          lines.append(piece)
          rest = String(rest.dropFirst(piece.count))
        }
      }
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }
}
