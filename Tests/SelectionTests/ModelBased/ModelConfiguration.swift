import Selection

/// One group set-up for the model-based test: options `0..<optionCount`, a policy, focus settings and a seed.
struct ModelConfiguration: Sendable, CustomStringConvertible {
  let name: String
  let optionCount: Int
  let policy: SelectionPolicy
  let focus: FocusConfiguration
  let seed: UInt64

  var description: String { name }

  /// Every policy kind, with and without `disablingDeselects`, wrapping and selection following focus.
  static let all: [ModelConfiguration] = [
    ModelConfiguration(
      name: "seed toggles (2 options, single deselectable)", optionCount: 2,
      policy: .singleDeselectable(), focus: FocusConfiguration(), seed: 0x5EED_0001),
    ModelConfiguration(
      name: "single deselectable, selection follows focus, no wrap", optionCount: 5,
      policy: .singleDeselectable(), focus: FocusConfiguration(wraps: false, selectionFollowsFocus: true),
      seed: 0x5EED_0002),
    ModelConfiguration(
      name: "single deselectable, disabling deselects", optionCount: 4,
      policy: .singleDeselectable(disablingDeselects: true), focus: FocusConfiguration(selectionFollowsFocus: true),
      seed: 0x5EED_0003),
    ModelConfiguration(
      name: "single required, selection follows focus", optionCount: 5,
      policy: .singleRequired(), focus: FocusConfiguration(selectionFollowsFocus: true), seed: 0x5EED_0004),
    ModelConfiguration(
      name: "single required, disabling deselects", optionCount: 5,
      policy: .singleRequired(disablingDeselects: true), focus: FocusConfiguration(wraps: false), seed: 0x5EED_0005),
    ModelConfiguration(
      name: "multiple without limits", optionCount: 5,
      policy: .multiple(), focus: FocusConfiguration(), seed: 0x5EED_0006),
    ModelConfiguration(
      name: "multiple 1...3, refusing", optionCount: 5,
      policy: .multiple(minimum: 1, maximum: 3, whenFull: .refuse), focus: FocusConfiguration(wraps: false),
      seed: 0x5EED_0007),
    ModelConfiguration(
      name: "multiple 2...3, replacing the oldest", optionCount: 5,
      policy: .multiple(minimum: 2, maximum: 3, whenFull: .replaceOldest),
      focus: FocusConfiguration(selectionFollowsFocus: true), seed: 0x5EED_0008),
    ModelConfiguration(
      name: "multiple at most 2, replacing the oldest, disabling deselects", optionCount: 5,
      policy: .multiple(maximum: 2, whenFull: .replaceOldest, disablingDeselects: true),
      focus: FocusConfiguration(), seed: 0x5EED_0009),
    ModelConfiguration(
      name: "multiple exactly 2, refusing, disabling deselects", optionCount: 4,
      policy: .multiple(minimum: 2, maximum: 2, whenFull: .refuse, disablingDeselects: true),
      focus: FocusConfiguration(wraps: false), seed: 0x5EED_000A),
  ]
}
