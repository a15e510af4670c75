// The rules shared by user and programmatic operations. Each returns an outcome and mutates only on a change.
extension SelectionGroup {
  /// Turns `option` (known, enabled, not selected) on, following the policy's limits.
  mutating func turnOn(_ option: Option, origin: SelectionOrigin) -> SelectionOutcome<Option> {
    switch policy.kind {
    case .singleDeselectable, .singleRequired:
      if let current = selection.first, disabledOptions.contains(current) {
        return .unchanged(.selectedOptionDisabled(current))
      }
      return commit([option], origin: origin)
    case .multiple(_, let maximum, let whenFull):
      guard let maximum, selection.count >= maximum else {
        return commit(selection + [option], origin: origin)
      }
      switch whenFull {
      case .refuse:
        return .unchanged(.limitReached(maximum: maximum))
      case .replaceOldest:
        guard let oldest = selection.first(where: { !disabledOptions.contains($0) }) else {
          return .unchanged(.limitReached(maximum: maximum))
        }
        return commit(selection.filter { $0 != oldest } + [option], origin: origin)
      }
    }
  }

  /// Turns `option` (known, enabled, selected) off unless that breaks a satisfied minimum.
  mutating func turnOff(_ option: Option, origin: SelectionOrigin) -> SelectionOutcome<Option> {
    if let refusal = minimumRefusal(resultingCount: selection.count - 1) {
      return .unchanged(refusal)
    }
    return commit(selection.filter { $0 != option }, origin: origin)
  }

  /// The refusal for a change that would take a satisfied group below its minimum, or `nil`.
  ///
  /// A group already below its minimum may shrink further: only crossing from satisfied to unsatisfied is refused.
  func minimumRefusal(resultingCount: Int) -> SelectionRefusal<Option>? {
    let minimum = policy.minimumSelectionCount
    guard selection.count >= minimum, resultingCount < minimum else { return nil }
    return policy.isSingleSelection ? .selectionRequired : .belowMinimum(minimum: minimum)
  }

  /// Stores `newSelection` (oldest first) and reports the change, or `.noOp` when the set of options is the same.
  mutating func commit(_ newSelection: [Option], origin: SelectionOrigin) -> SelectionOutcome<Option> {
    let newSet = Set(newSelection)
    guard newSet != selectedOptions else { return .unchanged(.noOp) }
    let change = SelectionChange(
      previous: selection,
      current: newSelection,
      turnedOn: options.filter { newSet.contains($0) && !selectedOptions.contains($0) },
      turnedOff: options.filter { selectedOptions.contains($0) && !newSet.contains($0) },
      origin: origin
    )
    selection = newSelection
    selectedOptions = newSet
    return .changed(change)
  }
}
