/// Text attributes of a cell: bold, dim, underline and reverse video. Several may be combined.
///
/// ```swift
/// let focused: TextAttributes = [.bold, .underline]
/// ```
public struct TextAttributes: OptionSet, Hashable, Sendable {
  /// The raw bit mask.
  public var rawValue: UInt8

  /// Creates attributes from a raw bit mask.
  /// - Parameter rawValue: The bit mask.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Bold or increased intensity (SGR 1).
  public static let bold = TextAttributes(rawValue: 1 << 0)
  /// Dim or decreased intensity (SGR 2).
  public static let dim = TextAttributes(rawValue: 1 << 1)
  /// Underlined (SGR 4).
  public static let underline = TextAttributes(rawValue: 1 << 2)
  /// Reverse video: foreground and background swapped (SGR 7).
  public static let reverse = TextAttributes(rawValue: 1 << 3)
}
