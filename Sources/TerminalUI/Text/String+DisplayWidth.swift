/// The widest text the padding and wrapping functions produce, in columns; larger widths are clamped to it, so
/// `padded(toDisplayWidth: .max)` is a wide line instead of a trap.
public let maximumTextWidth = 65_536

extension StringProtocol {
  /// The number of terminal columns this text occupies (the same as the free function `displayWidth(_:)`).
  public var displayWidth: Int { TerminalUI.displayWidth(self) }

  /// The longest prefix of whole grapheme clusters whose width fits in `width` columns.
  ///
  /// A wide character that would straddle the limit is left out, never split. Linear in the text's length.
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
    var end = startIndex
    var used = 0
    for index in indices {
      let characterWidth = TerminalUI.displayWidth(self[index])
      if used + characterWidth > room { break }
      used += characterWidth
      end = self.index(after: index)
    }
    return String(self[startIndex..<end]) + marker
  }

  /// The text truncated to `width` columns and then padded with spaces to exactly `width` columns.
  ///
  /// ```swift
  /// "남자".padded(toDisplayWidth: 6)  // "남자  "
  /// "ab".padded(toDisplayWidth: 4, alignment: .trailing)  // "  ab"
  /// ```
  /// - Parameter width: The exact width of the result in columns, clamped to `0...maximumTextWidth`.
  /// - Parameter alignment: Where the text sits inside the padding.
  /// - Returns: Text exactly `width` columns wide (empty for a negative width).
  public func padded(toDisplayWidth width: Int, alignment: TextAlignment = .leading) -> String {
    let limit = Swift.min(Swift.max(0, width), maximumTextWidth)
    let body = truncated(toDisplayWidth: limit)
    let missing = Swift.max(0, limit - TerminalUI.displayWidth(body))
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
