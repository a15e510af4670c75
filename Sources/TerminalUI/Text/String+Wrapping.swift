extension StringProtocol {
  /// Splits the text into lines of at most `width` columns, breaking at spaces (inside a word only when it is wider
  /// than a line); when the text needs more than `maximumLines` lines, the last one ends with `…`.
  ///
  /// Linear in the text's length, whatever the width.
  /// ```swift
  /// "Please enter your birth date".wrapped(toDisplayWidth: 12, maximumLines: 2)
  /// // ["Please enter", "your birth…"]
  /// ```
  /// - Parameters:
  ///   - width: The line width in columns (clamped to `maximumTextWidth`).
  ///   - maximumLines: The most lines to return.
  /// - Returns: The lines; empty when `width` or `maximumLines` is not positive.
  public func wrapped(toDisplayWidth width: Int, maximumLines: Int = .max) -> [String] {
    guard width > 0, maximumLines > 0 else { return [] }
    let width = Swift.min(width, maximumTextWidth)
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    func finishLine() {
      lines.append(line)
      line = ""
      lineWidth = 0
    }
    words: for word in split(separator: " ") {
      // Enough lines to know the text is cut and to fill the last line: stop reading.
      if lines.count > maximumLines { break words }
      let wordWidth = TerminalUI.displayWidth(word)
      if !line.isEmpty {
        if lineWidth + 1 + wordWidth <= width {
          line += " " + word
          lineWidth += 1 + wordWidth
          continue
        }
        finishLine()
      }
      if wordWidth <= width {
        line = String(word)
        lineWidth = wordWidth
        continue
      }
      for character in word {
        let characterWidth = TerminalUI.displayWidth(character)
        if lineWidth + characterWidth > width && !line.isEmpty {
          finishLine()
          if lines.count > maximumLines { break words }
        }
        line.append(character)
        lineWidth += characterWidth
      }
    }
    if !line.isEmpty { lines.append(line) }
    guard lines.count > maximumLines else { return lines }
    let kept = lines.prefix(maximumLines - 1)
    let rest = lines[(maximumLines - 1)...].prefix(2).joined(separator: " ")
    var last = rest.truncated(toDisplayWidth: width - 1)
    while last.last == " " { last.removeLast() }
    return kept + [last + "…"]
  }
}
