/// A value type for linked toggles: an ordered list of options, the current selection and the rules that keep
/// it valid by construction.
///
/// Every operation returns a ``SelectionOutcome``: the ``SelectionChange`` it made, or the
/// ``SelectionRefusal`` saying why nothing changed. Mistakes such as unknown options are thrown as
/// ``SelectionError``.
///
/// ```swift
/// var group = try SelectionGroup(options: ["남자", "여자"])   // single, deselectable
/// try group.tap("남자")   // selection ["남자"]
/// try group.tap("여자")   // selection ["여자"], turned off "남자"
/// try group.tap("여자")   // selection [] ("none" is a legal answer)
/// ```
public struct SelectionGroup<Option: Hashable> {
  /// All options, in display order. Unique and fixed for the group's life.
  public let options: [Option]

  /// The rules this group enforces.
  public let policy: SelectionPolicy

  /// Keyboard focus settings: orientation, wrapping and whether selection follows focus.
  public var focusConfiguration: FocusConfiguration

  /// The selected options ordered by selection time, oldest first (the order
  /// ``FullSelectionBehavior/replaceOldest`` uses). See ``selectionInOptionOrder`` for display order.
  public internal(set) var selection: [Option]

  /// The options that are disabled: a tap on one changes nothing.
  public internal(set) var disabledOptions: Set<Option>

  /// The option that has keyboard focus, or `nil` when focus is outside the group.
  public internal(set) var focusedOption: Option?

  /// The selected options as a set, kept equal to `Set(selection)`.
  var selectedOptions: Set<Option>

  /// Each option's index in ``options``.
  let positions: [Option: Int]

  /// Creates a group, checking the options, the policy and the initial state.
  ///
  /// ```swift
  /// let group = try SelectionGroup(
  ///   options: ["S", "M", "L", "XL"],
  ///   policy: .multiple(maximum: 2, whenFull: .replaceOldest),
  ///   selected: ["M"],
  ///   disabled: ["XL"]
  /// )
  /// ```
  /// - Parameters:
  ///   - options: The options in display order; each must be unique.
  ///   - policy: The rules to enforce. Defaults to ``SelectionPolicy/singleDeselectable(disablingDeselects:)``.
  ///   - selected: The initial selection, oldest first. It may be below the policy's minimum (the group then
  ///     reports ``isSatisfied`` as `false`) but not above its maximum.
  ///   - disabled: The options that start disabled.
  ///   - focus: Keyboard focus settings. Defaults to horizontal, wrapping, selection not following focus.
  /// - Throws: ``SelectionError/duplicateOption(_:)`` for a repeated option,
  ///   ``SelectionError/invalidLimits(minimum:maximum:optionCount:)`` for an impossible policy,
  ///   ``SelectionError/unknownOption(_:)`` when `selected` or `disabled` names an option not in `options`,
  ///   ``SelectionError/duplicateInSelection(_:)`` for a repeated initial selection,
  ///   ``SelectionError/initialSelectionViolatesPolicy(selectedCount:maximum:)`` when too many are selected, and
  ///   ``SelectionError/initialSelectionIncludesDisabledOption(_:)`` when a disabled option is selected although
  ///   the policy says disabling deselects.
  public init(
    options: [Option],
    policy: SelectionPolicy = .singleDeselectable(),
    selected: [Option] = [],
    disabled: Set<Option> = [],
    focus: FocusConfiguration = FocusConfiguration()
  ) throws(SelectionError) {
    var positions: [Option: Int] = [:]
    for (index, option) in options.enumerated() {
      if positions[option] != nil { throw .duplicateOption(String(describing: option)) }
      positions[option] = index
    }
    try policy.validate(optionCount: options.count)
    if let unknown = disabled.first(where: { positions[$0] == nil }) {
      throw .unknownOption(String(describing: unknown))
    }
    var selectedOptions: Set<Option> = []
    for option in selected {
      if positions[option] == nil { throw .unknownOption(String(describing: option)) }
      if !selectedOptions.insert(option).inserted { throw .duplicateInSelection(String(describing: option)) }
    }
    if let maximum = policy.maximumSelectionCount, selected.count > maximum {
      throw .initialSelectionViolatesPolicy(selectedCount: selected.count, maximum: maximum)
    }
    if policy.disablingDeselects, let locked = selected.first(where: { disabled.contains($0) }) {
      throw .initialSelectionIncludesDisabledOption(String(describing: locked))
    }
    self.options = options
    self.policy = policy
    self.focusConfiguration = focus
    self.selection = selected
    self.selectedOptions = selectedOptions
    self.disabledOptions = disabled
    self.focusedOption = nil
    self.positions = positions
  }
}

extension SelectionGroup: Equatable {}

extension SelectionGroup: Sendable where Option: Sendable {}
