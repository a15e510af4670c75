extension SelectionGroup {
  /// The accessibility facts of `option`.
  ///
  /// ```swift
  /// let facts = try group.accessibility(for: .male) { $0 == .male ? "남자" : "여자" }
  /// ```
  /// - Parameters:
  ///   - option: The option to describe.
  ///   - label: Makes the spoken label; defaults to the option's `String(describing:)`.
  /// - Returns: Role, checked or pressed state, position, enabled state, tab stop and focus.
  /// - Throws: ``SelectionError/unknownOption(_:)`` when the group does not know `option`.
  public func accessibility(
    for option: Option,
    label: (Option) -> String = { String(describing: $0) }
  ) throws(SelectionError) -> OptionAccessibility {
    guard let index = positions[option] else { throw .unknownOption(String(describing: option)) }
    return OptionAccessibility(
      label: label(option),
      role: policy.isSingleSelection ? .radio : .toggleButton,
      isSelected: selectedOptions.contains(option),
      isEnabled: !disabledOptions.contains(option),
      position: index + 1,
      count: options.count,
      isTabStop: tabStop == option,
      isFocused: focusedOption == option
    )
  }
}
