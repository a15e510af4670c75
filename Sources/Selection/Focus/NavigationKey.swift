/// A key that may move focus inside a selection group.
public enum NavigationKey: Hashable, Sendable, CaseIterable {
  /// The left arrow.
  case left
  /// The right arrow.
  case right
  /// The up arrow.
  case up
  /// The down arrow.
  case down
  /// Home: focus the first enabled option.
  case home
  /// End: focus the last enabled option.
  case end
}
