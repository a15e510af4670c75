import TerminalUI

/// Word wrapping by display width, for field messages that are longer than their line.
enum LineWrapping {
  /// Splits text into at most `maximumLines` lines of at most `width` columns, breaking at spaces (inside a word
  /// only when it is wider than a line); when the text needs more lines, the last one ends with `…`.
  ///
  /// ```swift
  /// LineWrapping.wrap("Please enter your birth date", width: 12, maximumLines: 2)
  /// // ["Please enter", "your birth…"]
  /// ```
  /// - Parameters:
  ///   - text: The text (already sanitized).
  ///   - width: The line width in columns.
  ///   - maximumLines: The most lines to return.
  /// - Returns: The lines.
  static func wrap(_ text: String, width: Int, maximumLines: Int) -> [String] {
    guard width > 0, maximumLines > 0 else { return [] }
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      var rest = String(word)
      while !rest.isEmpty {
        let candidate = line.isEmpty ? rest : line + " " + rest
        if displayWidth(candidate) <= width {
          line = candidate
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
    guard lines.count > maximumLines else { return lines }
    let kept = lines.prefix(maximumLines - 1)
    var last = lines[(maximumLines - 1)...].joined(separator: " ").truncated(toDisplayWidth: width - 1)
    while last.last == " " { last.removeLast() }
    return kept + [last + "…"]
  }
}
