/// The states a sign-up button can be in; several may hold at once (for example `[.selected, .focused]`).
///
/// Like UIKit's `UIControl.State`, without a toolkit: the terminal and the GTK window both convert their own
/// state to this one and ask ``SignUpButton/configuration(for:language:)`` for the look.
public struct SignUpButtonState: OptionSet, Hashable, Sendable {
  /// The raw bit mask.
  public var rawValue: UInt8

  /// Creates a state from a raw bit mask.
  /// - Parameter rawValue: The bit mask.
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// Chosen: a gender button that is on.
  public static let selected = SignUpButtonState(rawValue: 1 << 0)
  /// Has keyboard focus.
  public static let focused = SignUpButtonState(rawValue: 1 << 1)
  /// Being pressed right now.
  public static let pressed = SignUpButtonState(rawValue: 1 << 2)
  /// Not enabled: for the sign-up button, the form is not complete and valid yet (it can still be pressed, to
  /// show every problem).
  public static let disabled = SignUpButtonState(rawValue: 1 << 3)
  /// Working: for the sign-up button, a request is in flight (it shows progress, and a press does nothing).
  public static let busy = SignUpButtonState(rawValue: 1 << 4)
}
