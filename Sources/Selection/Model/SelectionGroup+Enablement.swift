extension SelectionGroup {
  /// Enables or disables `option`.
  ///
  /// A disabled option ignores taps. Disabling a selected option keeps it selected (and locked) unless the
  /// policy's ``SelectionPolicy/disablingDeselects`` is `true`; then it is turned off with origin
  /// ``SelectionOrigin/programmatic``, even when that leaves a required group below its minimum.
  /// Focus is not moved; a focused option that becomes disabled stays focused until focus moves.
  ///
  /// ```swift
  /// try group.setEnabled(false, for: "XL")
  /// ```
  /// - Parameters:
  ///   - isEnabled: `true` to enable, `false` to disable.
  ///   - option: The option to change.
  /// - Returns: The selection change caused by disabling, or ``SelectionRefusal/noOp`` when the selection is
  ///   unaffected (read the enabled state with ``isEnabled(_:)``).
  /// - Throws: ``SelectionError/unknownOption(_:)`` when the group does not know `option`.
  @discardableResult
  public mutating func setEnabled(
    _ isEnabled: Bool,
    for option: Option
  ) throws(SelectionError) -> SelectionOutcome<Option> {
    try requireKnown(option)
    if isEnabled {
      disabledOptions.remove(option)
      return .unchanged(.noOp)
    }
    disabledOptions.insert(option)
    guard policy.disablingDeselects, selectedOptions.contains(option) else { return .unchanged(.noOp) }
    return commit(selection.filter { $0 != option }, origin: .programmatic)
  }
}
