extension SelectionGroup {
  /// The selected options in display (option) order.
  public var selectionInOptionOrder: [Option] {
    options.filter { selectedOptions.contains($0) }
  }

  /// The most recently selected option; in a single-selection group, the selected option. `nil` when empty.
  public var selectedOption: Option? {
    selection.last
  }

  /// Whether the selection meets the policy's minimum.
  ///
  /// A single, required group that is still empty, or a multiple group below its minimum, is not satisfied:
  /// a form should ask for a choice before it continues.
  public var isSatisfied: Bool {
    selection.count >= policy.minimumSelectionCount
  }

  /// Whether `option` is one of this group's options.
  /// - Parameter option: The option to look up.
  /// - Returns: `true` when the group knows the option.
  public func contains(_ option: Option) -> Bool {
    positions[option] != nil
  }

  /// Whether `option` is selected (`false` for an option the group does not know).
  /// - Parameter option: The option to look up.
  /// - Returns: `true` when the option is selected.
  public func isSelected(_ option: Option) -> Bool {
    selectedOptions.contains(option)
  }

  /// Whether `option` is a known option that is enabled (`false` for an option the group does not know).
  /// - Parameter option: The option to look up.
  /// - Returns: `true` when the option exists and is enabled.
  public func isEnabled(_ option: Option) -> Bool {
    positions[option] != nil && !disabledOptions.contains(option)
  }

  /// Throws unless `option` belongs to the group.
  /// - Throws: ``SelectionError/unknownOption(_:)``.
  func requireKnown(_ option: Option) throws(SelectionError) {
    if positions[option] == nil { throw .unknownOption(String(describing: option)) }
  }
}
