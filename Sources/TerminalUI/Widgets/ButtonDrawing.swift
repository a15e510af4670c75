/// Drawing and measuring shared by ``Button`` and ``ToggleButton``.
enum ButtonDrawing {
  /// The widest label over every state combination.
  static func preferredWidth(title: String, configuration: ButtonConfiguration) -> Int {
    ButtonState.allCombinations.map { displayWidth(configuration.style(for: $0).label(for: title)) }.max() ?? 0
  }

  /// Blanks `rect` and draws `label` on its first row, cut to the rectangle's width.
  static func draw(_ label: String, style: CellStyle, into buffer: inout ScreenBuffer, in rect: Rect) {
    guard !rect.isEmpty else { return }
    buffer.fill(rect)
    buffer.write(label, column: rect.column, row: rect.row, style: style, limit: rect.endColumn)
  }
}
