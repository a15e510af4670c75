/// The states a button can be in; several may hold at once (for example `[.selected, .focused]`).
///
/// Like UIKit's `UIControl.State`: a ``ButtonConfiguration`` maps a state to a ``ButtonStyle``.
public struct ButtonState: OptionSet, Hashable, Sendable {
  /// The raw bit mask.
  public var rawValue: UInt8

  /// Creates a state from a raw bit mask.
  /// - Parameter rawValue: The bit mask.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// No special state.
  public static let normal: ButtonState = []
  /// Chosen / on (a toggle button that is on, the chosen option of a group).
  public static let selected = ButtonState(rawValue: 1 << 0)
  /// Has keyboard focus.
  public static let focused = ButtonState(rawValue: 1 << 1)
  /// Being pressed right now (mouse button down on it, or Enter/Space just pressed).
  public static let pressed = ButtonState(rawValue: 1 << 2)
  /// Cannot be used.
  public static let disabled = ButtonState(rawValue: 1 << 3)

  /// Every combination of the four states, for measuring the widest look.
  static let allCombinations: [ButtonState] = (0..<16).map { ButtonState(rawValue: UInt8($0)) }
}
