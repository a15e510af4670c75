/// The on/off mark a toggle button shows before its title, so its state shows without colour.
public enum ButtonIndicator: Hashable, Sendable {
  /// Selected: `●`.
  case on
  /// Not selected: `○`.
  case off

  /// The mark.
  public var mark: String {
    switch self {
    case .on: return "●"
    case .off: return "○"
    }
  }
}
