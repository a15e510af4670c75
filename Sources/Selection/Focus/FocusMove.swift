/// A request to move keyboard focus among a group's enabled options. Disabled options are always skipped.
public enum FocusMove: Hashable, Sendable, CaseIterable {
  /// The next enabled option in option order (wrapping to the first if configured).
  case next
  /// The previous enabled option in option order (wrapping to the last if configured).
  case previous
  /// The first enabled option.
  case first
  /// The last enabled option.
  case last
}
