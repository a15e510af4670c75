/// What a focus operation did: the focus move, and the selection it caused when selection follows focus.
public struct FocusOutcome<Option: Hashable>: Hashable {
  /// The focus move, or `nil` when focus stayed where it was.
  public let focusChange: FocusChange<Option>?
  /// The selection outcome when selection follows focus in a single group and focus moved; otherwise `nil`.
  public let selectionOutcome: SelectionOutcome<Option>?

  init(focusChange: FocusChange<Option>?, selectionOutcome: SelectionOutcome<Option>? = nil) {
    self.focusChange = focusChange
    self.selectionOutcome = selectionOutcome
  }

  /// Nothing happened: focus and selection are as they were.
  static var unchanged: FocusOutcome { FocusOutcome(focusChange: nil) }
}

extension FocusOutcome: Sendable where Option: Sendable {}
