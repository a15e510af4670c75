/// The name of a widget in a layout, used to find its rectangle and to report mouse hits.
///
/// ```swift
/// let id: WidgetID = "name"
/// ```
public struct WidgetID: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The name.
  public var name: String

  /// Creates an identifier.
  public init(_ name: String) { self.name = name }

  /// Creates an identifier from a string literal.
  /// - Parameter value: The name.
  public init(stringLiteral value: String) { self.name = value }

  /// The name.
  public var description: String { name }
}
