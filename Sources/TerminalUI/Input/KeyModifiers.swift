/// Modifier keys held with a key or a mouse button.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
  /// The raw bit mask.
  public var rawValue: UInt8

  /// Creates modifiers from a raw bit mask.
  /// - Parameter rawValue: The bit mask.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Shift.
  public static let shift = KeyModifiers(rawValue: 1 << 0)
  /// Alt (Option, Meta): also reported for a key sent after a lone ESC.
  public static let alt = KeyModifiers(rawValue: 1 << 1)
  /// Control.
  public static let control = KeyModifiers(rawValue: 1 << 2)

  /// Decodes the xterm modifier parameter (`1 + bits`, as in `ESC[1;5A` for Ctrl-Up).
  /// - Parameter parameter: The parameter as sent; values below 2 mean no modifier.
  init(xtermParameter parameter: Int) {
    let bits = max(0, parameter - 1)
    var modifiers: KeyModifiers = []
    if bits & 1 != 0 { modifiers.insert(.shift) }
    if bits & 2 != 0 || bits & 8 != 0 { modifiers.insert(.alt) }
    if bits & 4 != 0 { modifiers.insert(.control) }
    self = modifiers
  }
}
