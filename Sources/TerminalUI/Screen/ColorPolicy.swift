/// Whether colours may be used, following the `NO_COLOR` convention (https://no-color.org).
///
/// ```swift
/// let policy = ColorPolicy(environment: ["NO_COLOR": "1"])
/// policy.colorsEnabled  // false
/// ```
public struct ColorPolicy: Hashable, Sendable {
  /// `false` when colour SGR codes must not be written. Bold, dim, underline and reverse are always allowed.
  public var colorsEnabled: Bool

  /// Creates a policy.
  /// - Parameter colorsEnabled: Whether colour codes may be written.
  public init(colorsEnabled: Bool) {
    self.colorsEnabled = colorsEnabled
  }

  /// Reads `NO_COLOR` from an environment dictionary: set and non-empty disables colour.
  /// - Parameter environment: Variables such as `ProcessInfo.processInfo.environment`.
  public init(environment: [String: String]) {
    self.colorsEnabled = (environment["NO_COLOR"] ?? "").isEmpty
  }

  /// The style actually drawn for `style` under this policy.
  /// - Parameter style: The style a widget asked for.
  /// - Returns: `style`, with colours removed when colours are disabled.
  public func effectiveStyle(_ style: CellStyle) -> CellStyle {
    colorsEnabled ? style : style.withoutColors
  }
}
