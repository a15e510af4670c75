import Selection
import Testing

/// One row of a scenario table: an operation, the selection expected after it (oldest first) and the refusal
/// expected instead of a change (`nil`: the operation must change the selection).
struct ScenarioStep<Option: Hashable & Sendable>: Sendable, CustomStringConvertible {
  let operation: GroupOperation<Option>
  let expected: [Option]
  let refusal: SelectionRefusal<Option>?

  init(_ operation: GroupOperation<Option>, _ expected: [Option], refused refusal: SelectionRefusal<Option>? = nil) {
    self.operation = operation
    self.expected = expected
    self.refusal = refusal
  }

  var description: String {
    "\(operation) -> \(expected)" + (refusal.map { " refused \($0)" } ?? "")
  }
}

/// A named scenario: how to make the group and the steps to run on it.
struct Scenario<Option: Hashable & Sendable>: Sendable, CustomStringConvertible {
  let name: String
  let options: [Option]
  let policy: SelectionPolicy
  let selected: [Option]
  let disabled: Set<Option>
  let steps: [ScenarioStep<Option>]

  init(
    _ name: String,
    options: [Option],
    policy: SelectionPolicy,
    selected: [Option] = [],
    disabled: Set<Option> = [],
    steps: [ScenarioStep<Option>]
  ) {
    self.name = name
    self.options = options
    self.policy = policy
    self.selected = selected
    self.disabled = disabled
    self.steps = steps
  }

  var description: String { name }

  /// Makes the group and runs every step, checking the selection, the outcome and the change's consistency.
  func run() throws {
    var group = try SelectionGroup(options: options, policy: policy, selected: selected, disabled: disabled)
    for (index, step) in steps.enumerated() {
      let before = group.selection
      let outcome = try step.operation.apply(to: &group)
      let context = "\(name), step \(index): \(step)"
      #expect(group.selection == step.expected, "selection: \(context)")
      if let refusal = step.refusal {
        #expect(outcome == .unchanged(refusal), "outcome: \(context)")
        #expect(group.selection == before, "a refusal changed the selection: \(context)")
      } else {
        let change = try #require(outcome.change, "expected a change: \(context), got \(outcome)")
        #expect(change.previous == before, "previous: \(context)")
        #expect(change.current == group.selection, "current: \(context)")
        #expect(Set(change.turnedOn) == Set(change.current).subtracting(change.previous), "turnedOn: \(context)")
        #expect(Set(change.turnedOff) == Set(change.previous).subtracting(change.current), "turnedOff: \(context)")
        #expect(change.origin == step.operation.expectedOrigin, "origin: \(context)")
      }
    }
  }
}
