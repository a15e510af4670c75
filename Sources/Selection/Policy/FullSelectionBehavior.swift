/// What selecting one more option does when a multiple-selection group already holds its maximum.
public enum FullSelectionBehavior: Hashable, Sendable {
  /// The new selection is refused with ``SelectionRefusal/limitReached(maximum:)``.
  case refuse
  /// The oldest selected option that is enabled is turned off and the new one turned on.
  ///
  /// Disabled selected options are never replaced; when every selected option is disabled the selection is
  /// refused with ``SelectionRefusal/limitReached(maximum:)``.
  case replaceOldest
}
