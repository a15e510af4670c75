extension SelectionGroup {
  /// Handles a user's tap on `option`: selects it, or deselects it when it is already selected.
  ///
  /// Rules, checked in this order:
  /// 1. A disabled option changes nothing: ``SelectionRefusal/optionDisabled(_:)``.
  /// 2. Tapping a selected option turns it off, unless the group is satisfied and would drop below its minimum:
  ///    ``SelectionRefusal/selectionRequired`` (single, required) or ``SelectionRefusal/belowMinimum(minimum:)``.
  /// 3. Tapping an unselected option turns it on. A single group turns the previous option off, unless that
  ///    option is disabled (``SelectionRefusal/selectedOptionDisabled(_:)``). A full multiple group refuses
  ///    (``SelectionRefusal/limitReached(maximum:)``) or replaces its oldest enabled option, as configured.
  ///
  /// ```swift
  /// var group = try SelectionGroup(options: ["남자", "여자"])
  /// try group.tap("남자")  // .changed: turnedOn ["남자"]
  /// try group.tap("남자")  // .changed: turnedOff ["남자"], selection []
  /// ```
  /// - Parameter option: The tapped option.
  /// - Returns: The change (origin ``SelectionOrigin/user``), or why nothing changed.
  /// - Throws: ``SelectionError/unknownOption(_:)`` when the group does not know `option`.
  @discardableResult
  public mutating func tap(_ option: Option) throws(SelectionError) -> SelectionOutcome<Option> {
    try requireKnown(option)
    if disabledOptions.contains(option) { return .unchanged(.optionDisabled(option)) }
    if selectedOptions.contains(option) { return turnOff(option, origin: .user) }
    return turnOn(option, origin: .user)
  }

  /// Selects `option` from code, following the same rules as a tap that turns an option on.
  ///
  /// Unlike ``tap(_:)`` it never toggles: selecting a selected option returns ``SelectionRefusal/noOp``.
  /// - Parameter option: The option to select.
  /// - Returns: The change (origin ``SelectionOrigin/programmatic``), or why nothing changed.
  /// - Throws: ``SelectionError/unknownOption(_:)`` when the group does not know `option`.
  @discardableResult
  public mutating func select(_ option: Option) throws(SelectionError) -> SelectionOutcome<Option> {
    try requireKnown(option)
    if selectedOptions.contains(option) { return .unchanged(.noOp) }
    if disabledOptions.contains(option) { return .unchanged(.optionDisabled(option)) }
    return turnOn(option, origin: .programmatic)
  }

  /// Deselects `option` from code, following the same rules as a tap that turns an option off.
  ///
  /// Deselecting an unselected option returns ``SelectionRefusal/noOp``.
  /// - Parameter option: The option to deselect.
  /// - Returns: The change (origin ``SelectionOrigin/programmatic``), or why nothing changed.
  /// - Throws: ``SelectionError/unknownOption(_:)`` when the group does not know `option`.
  @discardableResult
  public mutating func deselect(_ option: Option) throws(SelectionError) -> SelectionOutcome<Option> {
    try requireKnown(option)
    if !selectedOptions.contains(option) { return .unchanged(.noOp) }
    if disabledOptions.contains(option) { return .unchanged(.optionDisabled(option)) }
    return turnOff(option, origin: .programmatic)
  }

  /// Deselects every option from code, all or nothing.
  ///
  /// Refused with ``SelectionRefusal/optionDisabled(_:)`` (the first disabled selected option in option order)
  /// when a selected option is disabled, and with ``SelectionRefusal/selectionRequired`` or
  /// ``SelectionRefusal/belowMinimum(minimum:)`` when a satisfied group would drop below its minimum.
  /// To empty a required group anyway (for example on a form reset) call `set([], bypassingRules: true)`.
  /// - Returns: The change (origin ``SelectionOrigin/programmatic``), or why nothing changed
  ///   (``SelectionRefusal/noOp`` when already empty).
  @discardableResult
  public mutating func clear() -> SelectionOutcome<Option> {
    if selection.isEmpty { return .unchanged(.noOp) }
    if let locked = options.first(where: { selectedOptions.contains($0) && disabledOptions.contains($0) }) {
      return .unchanged(.optionDisabled(locked))
    }
    if let refusal = minimumRefusal(resultingCount: 0) { return .unchanged(refusal) }
    return commit([], origin: .programmatic)
  }

  /// Replaces the whole selection from code, all or nothing.
  ///
  /// Options that stay selected keep their selection time; newly selected ones count as selected now, in the
  /// order given. Checks, in this order:
  /// 1. Asking for the current set of options returns ``SelectionRefusal/noOp``.
  /// 2. More options than the policy's maximum: ``SelectionRefusal/limitReached(maximum:)``. Never bypassed.
  /// 3. A disabled option whose state would change: ``SelectionRefusal/optionDisabled(_:)`` (first in option order).
  /// 4. A satisfied group dropping below its minimum: ``SelectionRefusal/selectionRequired`` or
  ///    ``SelectionRefusal/belowMinimum(minimum:)``.
  ///
  /// **Bypassing.** With `bypassingRules: true`, checks 3 and 4 are skipped, so code may restore a saved answer
  /// that includes a now-disabled option or reset a required group to empty. The shape of the policy (its
  /// maximum) still holds, and when the policy says disabling deselects, a disabled option still cannot be
  /// turned on. This is the only operation that deliberately bypasses the rules.
  ///
  /// ```swift
  /// try group.set(["M", "L"])
  /// try group.set([], bypassingRules: true)  // form reset, even for a required group
  /// ```
  /// - Parameters:
  ///   - newSelection: The options to select, each once.
  ///   - bypassingRules: Whether to skip the disabled-option and minimum rules. Defaults to `false`.
  /// - Returns: The change (origin ``SelectionOrigin/programmatic``), or why nothing changed.
  /// - Throws: ``SelectionError/unknownOption(_:)`` or ``SelectionError/duplicateInSelection(_:)`` for a bad list.
  @discardableResult
  public mutating func set(
    _ newSelection: [Option],
    bypassingRules: Bool = false
  ) throws(SelectionError) -> SelectionOutcome<Option> {
    var newSet: Set<Option> = []
    for option in newSelection {
      try requireKnown(option)
      if !newSet.insert(option).inserted { throw .duplicateInSelection(String(describing: option)) }
    }
    if newSet == selectedOptions { return .unchanged(.noOp) }
    if let maximum = policy.maximumSelectionCount, newSet.count > maximum {
      return .unchanged(.limitReached(maximum: maximum))
    }
    let locked = options.first { option in
      guard disabledOptions.contains(option) else { return false }
      let isOn = newSet.contains(option)
      let wasOn = selectedOptions.contains(option)
      return bypassingRules ? policy.disablingDeselects && isOn && !wasOn : isOn != wasOn
    }
    if let locked { return .unchanged(.optionDisabled(locked)) }
    if !bypassingRules, let refusal = minimumRefusal(resultingCount: newSet.count) {
      return .unchanged(refusal)
    }
    let kept = selection.filter { newSet.contains($0) }
    let added = newSelection.filter { !selectedOptions.contains($0) }
    return commit(kept + added, origin: .programmatic)
  }
}
