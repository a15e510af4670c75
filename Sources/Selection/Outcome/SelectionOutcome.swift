/// The result of every selection operation: what changed, or why nothing did.
///
/// ```swift
/// switch try group.tap(.male) {
/// case .changed(let change): publish(change)
/// case .unchanged(let refusal): explain(refusal)
/// }
/// ```
public enum SelectionOutcome<Option: Hashable>: Hashable {
  /// The selection changed; `previous != current` always holds.
  case changed(SelectionChange<Option>)
  /// The selection is exactly as it was, for the given reason.
  case unchanged(SelectionRefusal<Option>)

  /// The change, or `nil` when nothing changed.
  public var change: SelectionChange<Option>? {
    if case .changed(let change) = self { return change }
    return nil
  }

  /// The reason nothing changed, or `nil` when something did.
  public var refusal: SelectionRefusal<Option>? {
    if case .unchanged(let refusal) = self { return refusal }
    return nil
  }

  /// Whether the selection changed.
  public var didChange: Bool { change != nil }
}

extension SelectionOutcome: Sendable where Option: Sendable {}
