import Selection

/// Runs random steps on a `SelectionGroup<Int>` and on the reference side by side, checking after every step.
struct ModelBasedRun {
  let configuration: ModelConfiguration
  let seed: UInt64
  private var random: SplitMix64
  private var group: SelectionGroup<Int>
  private var reference: ReferenceSelectionModel
  /// The kinds of selection outcome seen so far.
  private(set) var seenOutcomes: Set<OutcomeKind> = []

  init(configuration: ModelConfiguration, seed: UInt64) throws {
    self.configuration = configuration
    self.seed = seed
    random = SplitMix64(seed: seed)
    group = try SelectionGroup(
      options: Array(0..<configuration.optionCount),
      policy: configuration.policy,
      focus: configuration.focus
    )
    reference = ReferenceSelectionModel(
      optionCount: configuration.optionCount,
      policy: configuration.policy,
      focus: configuration.focus
    )
  }

  /// Runs `steps` random steps.
  /// - Returns: A message naming the seed, the step and the first disagreement, or `nil` when all steps agree.
  mutating func run(steps: Int) -> String? {
    for index in 0..<steps {
      let step = RandomStep.random(optionCount: configuration.optionCount, using: &random)
      let before = group
      if let failure = perform(step, before: before) ?? checkState(after: step, before: before) {
        return """
          \(configuration.name): seed 0x\(String(seed, radix: 16, uppercase: true)), step \(index), \(step): \
          \(failure). Before: selection \(before.selection), disabled \(before.disabledOptions.sorted()), \
          focus \(String(describing: before.focusedOption)).
          """
      }
    }
    return nil
  }

  // MARK: Performing one step

  private mutating func perform(_ step: RandomStep, before: SelectionGroup<Int>) -> String? {
    switch step {
    case .operation(let operation):
      let outcome: SelectionOutcome<Int>
      do {
        outcome = try operation.apply(to: &group)
      } catch {
        return "unexpected error \(error)"
      }
      let expected = applyToReference(operation)
      return compare(outcome, with: expected, before: before.selection, origin: operation.expectedOrigin)
    case .moveFocus(let move):
      let outcome = group.moveFocus(move)
      let expected = reference.moveFocus(move)
      if let failure = compareFocus(outcome.focusChange, moved: expected.moved, before: before) { return failure }
      switch (outcome.selectionOutcome, expected.selection) {
      case (nil, nil):
        return nil
      case (let actual?, let expectedSelection?):
        return compare(actual, with: expectedSelection, before: before.selection, origin: .user)
      default:
        return "selection outcome \(String(describing: outcome.selectionOutcome)), "
          + "reference \(String(describing: expected.selection))"
      }
    case .focus(let option):
      let change: FocusChange<Int>?
      do {
        change = try group.focus(option).focusChange
      } catch {
        return "unexpected error \(error)"
      }
      let moved = reference.focus(option)
      return compareFocus(change, moved: moved, before: before)
    case .enterFocus:
      let change = group.enterFocus().focusChange
      let moved = reference.enterFocus()
      return compareFocus(change, moved: moved, before: before)
    case .leaveFocus:
      let change = group.leaveFocus().focusChange
      let moved = reference.leaveFocus()
      return compareFocus(change, moved: moved, before: before)
    case .unknownOption(let operation, let unknown):
      return expectError(.unknownOption(String(unknown)), from: operation, before: before)
    case .duplicateSet(let list):
      let repeated = list.enumerated().first { index, option in list[..<index].contains(option) }?.element ?? -1
      return expectError(
        .duplicateInSelection(String(repeated)), from: .set(list, bypassingRules: false), before: before)
    }
  }

  private mutating func applyToReference(_ operation: GroupOperation<Int>) -> ReferenceSelectionModel.Result {
    switch operation {
    case .tap(let option): reference.tap(option)
    case .select(let option): reference.select(option)
    case .deselect(let option): reference.deselect(option)
    case .clear: reference.clear()
    case .set(let list, let bypassing): reference.set(list, bypassingRules: bypassing)
    case .setEnabled(let isEnabled, let option): reference.setEnabled(isEnabled, for: option)
    }
  }

  private mutating func expectError(
    _ expected: SelectionError,
    from operation: GroupOperation<Int>,
    before: SelectionGroup<Int>
  ) -> String? {
    do {
      let outcome = try operation.apply(to: &group)
      return "expected \(expected), got \(outcome)"
    } catch {
      if error != expected { return "expected \(expected), got \(error)" }
    }
    return group == before ? nil : "a thrown error changed the group"
  }

  // MARK: Comparing

  /// Same outcome as the reference, and the change (if any) is exactly the difference it claims.
  private mutating func compare(
    _ outcome: SelectionOutcome<Int>,
    with expected: ReferenceSelectionModel.Result,
    before: [Int],
    origin: SelectionOrigin
  ) -> String? {
    seenOutcomes.insert(OutcomeKind(outcome))
    switch (outcome, expected) {
    case (.changed(let change), .changed):
      if change.previous != before { return "previous \(change.previous), was \(before)" }
      if change.current != group.selection { return "current \(change.current), is \(group.selection)" }
      let previous = Set(change.previous)
      let current = Set(change.current)
      if previous == current { return "a change event although nothing changed" }
      let turnedOn = group.options.filter { current.contains($0) && !previous.contains($0) }
      let turnedOff = group.options.filter { previous.contains($0) && !current.contains($0) }
      if change.turnedOn != turnedOn { return "turnedOn \(change.turnedOn), difference \(turnedOn)" }
      if change.turnedOff != turnedOff { return "turnedOff \(change.turnedOff), difference \(turnedOff)" }
      if change.origin != origin { return "origin \(change.origin), expected \(origin)" }
      return nil
    case (.unchanged(let refusal), .refused(let expectedRefusal)):
      if refusal != expectedRefusal { return "refusal \(refusal), reference \(expectedRefusal)" }
      if group.selection != before { return "refused with \(refusal) but the selection changed" }
      return nil
    default:
      return "outcome \(outcome), reference \(expected)"
    }
  }

  private func compareFocus(_ change: FocusChange<Int>?, moved: Bool, before: SelectionGroup<Int>) -> String? {
    guard let change else {
      return moved ? "focus did not move, the reference's did" : nil
    }
    if !moved { return "focus moved to \(String(describing: change.current)), the reference's did not" }
    if change.previous != before.focusedOption || change.current != group.focusedOption {
      return "focus change \(change) does not match focus \(String(describing: group.focusedOption))"
    }
    return nil
  }

  /// State equal to the reference's, and the invariants of the policy.
  private func checkState(after step: RandomStep, before: SelectionGroup<Int>) -> String? {
    let referenceSelection = reference.selection
    if group.selection != referenceSelection { return "selection \(group.selection), reference \(referenceSelection)" }
    var disabledCount = 0
    var selectedInOptionOrder: [Int] = []
    for option in 0..<configuration.optionCount {
      if group.isEnabled(option) != reference.enabled[option] {
        return "option \(option) enabled: \(group.isEnabled(option)), reference \(reference.enabled[option])"
      }
      if !reference.enabled[option] { disabledCount += 1 }
      if reference.isSelected(option) { selectedInOptionOrder.append(option) }
    }
    if group.disabledOptions.count != disabledCount { return "disabledOptions \(group.disabledOptions.sorted())" }
    if group.selectionInOptionOrder != selectedInOptionOrder {
      return "selectionInOptionOrder \(group.selectionInOptionOrder), reference \(selectedInOptionOrder)"
    }
    if group.focusedOption != reference.focused {
      return "focus \(String(describing: group.focusedOption)), reference \(String(describing: reference.focused))"
    }
    if group.tabStop != reference.tabStop {
      return "tab stop \(String(describing: group.tabStop)), reference \(String(describing: reference.tabStop))"
    }
    let policy = configuration.policy
    if policy.isSingleSelection && group.selection.count > 1 { return "a single group holds \(group.selection)" }
    if let maximum = policy.maximumSelectionCount, group.selection.count > maximum {
      return "\(group.selection.count) selected, maximum \(maximum)"
    }
    if policy.disablingDeselects, let option = group.selection.first(where: { !group.isEnabled($0) }) {
      return "disabled option \(option) is selected although disabling deselects"
    }
    if before.isSatisfied && !group.isSatisfied && !Self.mayUnsatisfy(step, policy: policy) {
      return "a satisfied group became unsatisfied (\(before.selection) -> \(group.selection))"
    }
    if Self.isUserAction(step) {
      for option in before.disabledOptions where before.isSelected(option) != group.isSelected(option) {
        return "a user action changed the disabled option \(option)"
      }
    }
    return nil
  }

  /// The only steps allowed to take a group below its minimum: bypassing sets and disabling that deselects.
  private static func mayUnsatisfy(_ step: RandomStep, policy: SelectionPolicy) -> Bool {
    switch step {
    case .operation(.set(_, bypassingRules: true)): true
    case .operation(.setEnabled(false, _)): policy.disablingDeselects
    default: false
    }
  }

  private static func isUserAction(_ step: RandomStep) -> Bool {
    switch step {
    case .operation(.tap), .moveFocus: true
    default: false
    }
  }
}
