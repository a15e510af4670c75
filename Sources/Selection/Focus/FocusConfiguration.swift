/// Keyboard focus settings of a ``SelectionGroup``, after WAI-ARIA's radio group and toolbar patterns.
///
/// ```swift
/// let radioLike = FocusConfiguration(orientation: .vertical, selectionFollowsFocus: true)
/// ```
public struct FocusConfiguration: Hashable, Sendable {
  /// Which arrow keys move focus.
  public var orientation: FocusOrientation
  /// Whether ``FocusMove/next`` past the last enabled option goes to the first one (and the reverse).
  public var wraps: Bool
  /// Whether moving focus in a single-selection group also selects the focused option, as a user action.
  /// Ignored by multiple-selection groups.
  public var selectionFollowsFocus: Bool

  /// Creates focus settings.
  /// - Parameters:
  ///   - orientation: Which arrow keys move focus. Defaults to ``FocusOrientation/horizontal``.
  ///   - wraps: Whether focus wraps around at the ends. Defaults to `true`.
  ///   - selectionFollowsFocus: Whether a focus move selects in single groups. Defaults to `false`.
  public init(orientation: FocusOrientation = .horizontal, wraps: Bool = true, selectionFollowsFocus: Bool = false) {
    self.orientation = orientation
    self.wraps = wraps
    self.selectionFollowsFocus = selectionFollowsFocus
  }
}
