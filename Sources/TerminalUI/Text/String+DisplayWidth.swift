extension StringProtocol {
  /// The number of terminal columns this text occupies (the same as the free function `displayWidth(_:)`).
  public var displayWidth: Int { TerminalUI.displayWidth(self) }

  /// The longest prefix of whole grapheme clusters whose width fits in `width` columns.
  ///
  /// A wide character that would straddle the limit is left out, never split.
  /// ```swift
  /// "새싹abc".truncated(toDisplayWidth: 3)  // "새"
  /// "hello world".truncated(toDisplayWidth: 8, ellipsis: "…")  // "hello w…"
  /// ```
  /// - Parameter width: The maximum width in columns.
  /// - Parameter ellipsis: Text appended when something was cut off; its width is reserved inside `width`.
  ///   Left out entirely when it does not fit.
  /// - Returns: The truncated text (the whole text when it already fits).
  public func truncated(toDisplayWidth width: Int, ellipsis: String = "") -> String {
    let limit = Swift.max(0, width)
    if TerminalUI.displayWidth(self) <= limit { return String(self) }
    let ellipsisWidth = TerminalUI.displayWidth(ellipsis)
    let marker = ellipsisWidth <= limit ? ellipsis : ""
    let room = limit - (ellipsisWidth <= limit ? ellipsisWidth : 0)
    var result = ""
    var used = 0
    for character in self {
      let characterWidth = TerminalUI.displayWidth(character)
      if used + characterWidth > room { break }
      result.append(character)
      used += characterWidth
    }
    return result + marker
  }

  /// The text truncated to `width` columns and then padded with spaces to exactly `width` columns.
  ///
  /// ```swift
  /// "남자".padded(toDisplayWidth: 6)  // "남자  "
  /// "ab".padded(toDisplayWidth: 4, alignment: .trailing)  // "  ab"
  /// ```
  /// - Parameter width: The exact width of the result in columns.
  /// - Parameter alignment: Where the text sits inside the padding.
  /// - Returns: Text exactly `width` columns wide (shorter only if `width` is negative, then empty).
  public func padded(toDisplayWidth width: Int, alignment: TextAlignment = .leading) -> String {
    let limit = Swift.max(0, width)
    let body = truncated(toDisplayWidth: limit)
    let missing = limit - TerminalUI.displayWidth(body)
    switch alignment {
    case .leading:
      return body + String(repeating: " ", count: missing)
    case .trailing:
      return String(repeating: " ", count: missing) + body
    case .center:
      let left = missing / 2
      return String(repeating: " ", count: left) + body + String(repeating: " ", count: missing - left)
    }
  }
}
