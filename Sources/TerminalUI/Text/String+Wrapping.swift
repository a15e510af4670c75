extension StringProtocol {
  /// Splits the text into lines of at most `width` columns, breaking at spaces (inside a word only when it is wider
  /// than a line); when the text needs more than `maximumLines` lines, the last one ends with `…`.
  ///
  /// ```swift
  /// "Please enter your birth date".wrapped(toDisplayWidth: 12, maximumLines: 2)
  /// // ["Please enter", "your birth…"]
  /// ```
  /// - Parameters:
  ///   - width: The line width in columns.
  ///   - maximumLines: The most lines to return.
  /// - Returns: The lines; empty when `width` or `maximumLines` is not positive.
  public func wrapped(toDisplayWidth width: Int, maximumLines: Int = .max) -> [String] {
    guard width > 0, maximumLines > 0 else { return [] }
    var lines: [String] = []
    var line = ""
    for word in split(separator: " ") {
      var rest = String(word)
      while !rest.isEmpty {
        let candidate = line.isEmpty ? rest : line + " " + rest
        if candidate.displayWidth <= width {
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
