import Selection

/// The kind of a selection outcome, to check that a random run reached every rule of its policy.
enum OutcomeKind: Hashable, CaseIterable {
  case changed
  case noOp
  case optionDisabled
  case selectedOptionDisabled
  case selectionRequired
  case belowMinimum
  case limitReached

  init(_ outcome: SelectionOutcome<Int>) {
    switch outcome {
    case .changed: self = .changed
    case .unchanged(.noOp): self = .noOp
    case .unchanged(.optionDisabled): self = .optionDisabled
    case .unchanged(.selectedOptionDisabled): self = .selectedOptionDisabled
    case .unchanged(.selectionRequired): self = .selectionRequired
    case .unchanged(.belowMinimum): self = .belowMinimum
    case .unchanged(.limitReached): self = .limitReached
    }
  }

  /// The outcomes a long random run under `policy` must produce at least once.
  static func reachable(under policy: SelectionPolicy) -> Set<OutcomeKind> {
    var kinds: Set<OutcomeKind> = [.changed, .noOp, .optionDisabled]
    if policy.isSingleSelection && !policy.disablingDeselects { kinds.insert(.selectedOptionDisabled) }
    if case .singleRequired = policy.kind { kinds.insert(.selectionRequired) }
    if !policy.isSingleSelection && policy.minimumSelectionCount > 0 { kinds.insert(.belowMinimum) }
    if policy.maximumSelectionCount != nil { kinds.insert(.limitReached) }
    return kinds
  }
}
