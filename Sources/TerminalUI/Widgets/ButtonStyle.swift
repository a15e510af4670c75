import TextSafety

/// How a button looks in one state: text around its title and the cell style.
///
/// ```swift
/// ButtonStyle(prefix: "[● ", suffix: "]", cellStyle: CellStyle(attributes: [.reverse, .bold]))
/// ```
public struct ButtonStyle: Hashable, Sendable {
  /// Text before the title, such as `"[● "`.
  public var prefix: String
  /// Text after the title, such as `"]"`.
  public var suffix: String
  /// Colours and attributes of the whole label.
  public var cellStyle: CellStyle

  /// Creates a button style.
  /// - Parameter prefix: Text before the title (default: none).
  /// - Parameter suffix: Text after the title (default: none).
  /// - Parameter cellStyle: Colours and attributes (default: plain).
  public init(prefix: String = "", suffix: String = "", cellStyle: CellStyle = .plain) {
    self.prefix = prefix
    self.suffix = suffix
    self.cellStyle = cellStyle
  }

  /// The full label for a title: prefix, sanitized title, suffix.
  /// - Parameter title: The button's title.
  /// - Returns: The text drawn.
  public func label(for title: String) -> String { prefix + DisplaySanitizer.sanitize(title) + suffix }
}
