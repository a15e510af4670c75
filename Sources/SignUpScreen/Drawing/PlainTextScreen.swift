import TerminalUI

/// A screen buffer as plain text, without colours, attributes, cursor or escapes (for `--script` output).
enum PlainTextScreen {
  /// The buffer's rows, each with trailing spaces removed, joined by newlines (no newline at the end).
  ///
  /// A wide character is written once (its continuation cell is left out), so the text lines up in a terminal
  /// that shows Korean two columns wide.
  /// - Returns: The text.
  static func text(of buffer: ScreenBuffer) -> String {
    (0..<buffer.size.rows).map { row in
      var line = buffer.text(row: row)
      while line.last == " " { line.removeLast() }
      return line
    }.joined(separator: "\n")
  }
}
