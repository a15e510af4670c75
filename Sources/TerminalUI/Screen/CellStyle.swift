/// How a cell is drawn: foreground and background colour plus text attributes.
///
/// ```swift
/// let error = CellStyle(foreground: .red, attributes: .bold)
/// ```
public struct CellStyle: Hashable, Sendable {
  /// The foreground (text) colour.
  public var foreground: TerminalColor
  /// The background colour.
  public var background: TerminalColor
  /// Bold, dim, underline, reverse.
  public var attributes: TextAttributes

  /// Creates a style.
  /// - Parameter foreground: The text colour (default: the terminal's).
  /// - Parameter background: The background colour (default: the terminal's).
  /// - Parameter attributes: The text attributes (default: none).
  public init(
    foreground: TerminalColor = .default, background: TerminalColor = .default, attributes: TextAttributes = []
  ) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
  }

  /// The terminal's default look: default colours, no attributes.
  public static let plain = CellStyle()

  /// A copy with `extra` attributes added.
  /// - Parameter extra: The attributes to add.
  /// - Returns: The combined style.
  public func adding(_ extra: TextAttributes) -> CellStyle {
    var copy = self
    copy.attributes.formUnion(extra)
    return copy
  }

  /// The same style with both colours set to the terminal's default (what is drawn under `NO_COLOR`).
  public var withoutColors: CellStyle { CellStyle(attributes: attributes) }
}
