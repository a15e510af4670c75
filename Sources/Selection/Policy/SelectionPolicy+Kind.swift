extension SelectionPolicy {
  /// How many options a ``SelectionGroup`` may hold.
  public enum Kind: Hashable, Sendable {
    /// At most one option; tapping the selected option clears it.
    case singleDeselectable
    /// At most one option; tapping the selected option keeps it, so a chosen group never goes back to empty.
    case singleRequired
    /// Between `minimum` and `maximum` options (`nil`: no upper limit); `whenFull` decides what a new selection
    /// does at the maximum.
    case multiple(minimum: Int, maximum: Int?, whenFull: FullSelectionBehavior)
  }
}
