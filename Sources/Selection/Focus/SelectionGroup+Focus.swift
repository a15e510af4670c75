extension SelectionGroup {
  /// The option that takes focus when focus enters the group (the group's single tab stop, as a roving tabindex).
  ///
  /// The first enabled selected option in option order (in a single group: the selected option, if enabled),
  /// else the first enabled option, else `nil` when every option is disabled.
  public var tabStop: Option? {
    options.first { selectedOptions.contains($0) && !disabledOptions.contains($0) }
      ?? options.first { !disabledOptions.contains($0) }
  }

  /// Moves focus into the group, onto its ``tabStop``. Never changes the selection.
  /// - Returns: The focus change, if focus moved.
  @discardableResult
  public mutating func enterFocus() -> FocusOutcome<Option> {
    moveFocus(to: tabStop)
  }

  /// Moves focus out of the group (``focusedOption`` becomes `nil`).
  /// - Returns: The focus change, if an option had focus.
  @discardableResult
  public mutating func leaveFocus() -> FocusOutcome<Option> {
    moveFocus(to: nil)
  }

  /// Focuses `option` directly (for example when it is clicked). Disabled options do not take focus.
  /// Never changes the selection; a click also sends ``tap(_:)``.
  /// - Parameter option: The option to focus.
  /// - Returns: The focus change, or an outcome without change when `option` is disabled or already focused.
  /// - Throws: ``SelectionError/unknownOption(_:)`` when the group does not know `option`.
  @discardableResult
  public mutating func focus(_ option: Option) throws(SelectionError) -> FocusOutcome<Option> {
    try requireKnown(option)
    if disabledOptions.contains(option) { return .unchanged }
    return moveFocus(to: option)
  }

  /// Moves focus to another enabled option, skipping disabled ones.
  ///
  /// From no focus, ``FocusMove/next`` and ``FocusMove/first`` go to the first enabled option and
  /// ``FocusMove/previous`` and ``FocusMove/last`` to the last. At an end, focus wraps when
  /// ``FocusConfiguration/wraps`` is `true` and stays otherwise. When ``FocusConfiguration/selectionFollowsFocus``
  /// is on in a single group, the newly focused option is selected as a user action (the selection may still be
  /// refused, for example when the selected option is disabled).
  ///
  /// ```swift
  /// group.moveFocus(.next)
  /// ```
  /// - Parameter move: Where to move.
  /// - Returns: The focus change and any selection it caused.
  @discardableResult
  public mutating func moveFocus(_ move: FocusMove) -> FocusOutcome<Option> {
    guard let target = focusTarget(for: move), target != focusedOption else { return .unchanged }
    let focusOutcome = moveFocus(to: target)
    guard focusConfiguration.selectionFollowsFocus, policy.isSingleSelection else { return focusOutcome }
    let selectionOutcome = selectedOptions.contains(target) ? .unchanged(.noOp) : turnOn(target, origin: .user)
    return FocusOutcome(focusChange: focusOutcome.focusChange, selectionOutcome: selectionOutcome)
  }

  /// Handles a navigation key according to ``FocusConfiguration/orientation``.
  ///
  /// ```swift
  /// if let outcome = group.moveFocus(for: .right) { render(outcome) } else { passKeyOn() }
  /// ```
  /// - Parameter key: The pressed key.
  /// - Returns: The outcome of the matching ``moveFocus(_:)``, or `nil` when the key does not apply to this
  ///   orientation (the host should let it bubble up).
  @discardableResult
  public mutating func moveFocus(for key: NavigationKey) -> FocusOutcome<Option>? {
    guard let move = focusConfiguration.orientation.focusMove(for: key) else { return nil }
    return moveFocus(move)
  }

  private mutating func moveFocus(to target: Option?) -> FocusOutcome<Option> {
    guard target != focusedOption else { return .unchanged }
    let change = FocusChange(previous: focusedOption, current: target)
    focusedOption = target
    return FocusOutcome(focusChange: change)
  }

  private func focusTarget(for move: FocusMove) -> Option? {
    let enabled = options.indices.filter { !disabledOptions.contains(options[$0]) }
    guard let firstEnabled = enabled.first, let lastEnabled = enabled.last else { return nil }
    let current = focusedOption.flatMap { positions[$0] }
    switch move {
    case .first:
      return options[firstEnabled]
    case .last:
      return options[lastEnabled]
    case .next:
      guard let current else { return options[firstEnabled] }
      if let next = enabled.first(where: { $0 > current }) { return options[next] }
      return focusConfiguration.wraps ? options[firstEnabled] : nil
    case .previous:
      guard let current else { return options[lastEnabled] }
      if let previous = enabled.last(where: { $0 < current }) { return options[previous] }
      return focusConfiguration.wraps ? options[lastEnabled] : nil
    }
  }
}
