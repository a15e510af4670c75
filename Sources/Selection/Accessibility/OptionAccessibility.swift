/// The accessibility facts of one option, ready for a view to hand to the platform's accessibility API.
///
/// ```swift
/// let facts = try group.accessibility(for: "여자")
/// facts.role                 // .radio
/// facts.isChecked            // true / false (nil for toggle buttons)
/// facts.positionDescription  // "2 of 2"
/// ```
public struct OptionAccessibility: Hashable, Sendable {
  /// The spoken name of the option.
  public let label: String
  /// ``OptionRole/radio`` in single-selection groups, ``OptionRole/toggleButton`` in multiple-selection groups.
  public let role: OptionRole
  /// Whether the option is selected (checked or pressed).
  public let isSelected: Bool
  /// Whether the option is enabled; a disabled one is announced as dimmed and ignores taps.
  public let isEnabled: Bool
  /// The option's 1-based position among all options (`aria-posinset`).
  public let position: Int
  /// The number of options in the group (`aria-setsize`).
  public let count: Int
  /// Whether the option is the group's tab stop (`tabindex="0"`; every other option is `-1`).
  public let isTabStop: Bool
  /// Whether the option has keyboard focus now.
  public let isFocused: Bool

  /// `aria-checked` for radios: the selected state, or `nil` for toggle buttons.
  public var isChecked: Bool? { role == .radio ? isSelected : nil }

  /// `aria-pressed` for toggle buttons: the selected state, or `nil` for radios.
  public var isPressed: Bool? { role == .toggleButton ? isSelected : nil }

  /// The position as "n of N" (English, unlocalized; localize from ``position`` and ``count`` for display).
  public var positionDescription: String { "\(position) of \(count)" }
}
