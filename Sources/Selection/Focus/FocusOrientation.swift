/// The axis along which a group's options are laid out, deciding which arrow keys move focus.
public enum FocusOrientation: Hashable, Sendable {
  /// Left and right arrows move focus.
  case horizontal
  /// Up and down arrows move focus.
  case vertical

  /// The focus move a key stands for in this orientation, or `nil` when the group should ignore the key
  /// (so the host can let it bubble up).
  ///
  /// ```swift
  /// FocusOrientation.horizontal.focusMove(for: .right)  // .next
  /// FocusOrientation.horizontal.focusMove(for: .down)   // nil
  /// FocusOrientation.vertical.focusMove(for: .home)     // .first
  /// ```
  /// - Parameter key: The pressed key.
  /// - Returns: The matching move, or `nil`.
  public func focusMove(for key: NavigationKey) -> FocusMove? {
    switch (self, key) {
    case (.horizontal, .left), (.vertical, .up): .previous
    case (.horizontal, .right), (.vertical, .down): .next
    case (_, .home): .first
    case (_, .end): .last
    case (.horizontal, .up), (.horizontal, .down), (.vertical, .left), (.vertical, .right): nil
    }
  }
}
