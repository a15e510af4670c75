/// How strongly a button is drawn, on top of its ``ButtonTint``.
///
/// ```swift
/// let emphasis: ButtonEmphasis = [.filled, .bold]  // a selected, focused gender button
/// ```
public struct ButtonEmphasis: OptionSet, Hashable, Sendable {
  /// The raw bit mask.
  public var rawValue: UInt8

  /// Creates an emphasis from a raw bit mask.
  /// - Parameter rawValue: The bit mask.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Filled with the tint (reverse video in a terminal, a solid background in a window).
  public static let filled = ButtonEmphasis(rawValue: 1 << 0)
  /// Toned down: the button is not enabled.
  public static let dimmed = ButtonEmphasis(rawValue: 1 << 1)
  /// Bold title.
  public static let bold = ButtonEmphasis(rawValue: 1 << 2)
}
