import Selection
import Testing

/// Mistakes are thrown as typed, readable errors and leave the group untouched.
@Suite("Errors")
struct SelectionErrorTests {
  struct InvalidLimits: Sendable, CustomStringConvertible {
    let minimum: Int
    let maximum: Int?
    let problem: String
    var description: String { "minimum \(minimum), maximum \(String(describing: maximum))" }
  }

  static let invalidLimits: [InvalidLimits] = [
    InvalidLimits(minimum: -1, maximum: nil, problem: "the minimum must not be negative."),
    InvalidLimits(minimum: 5, maximum: nil, problem: "the minimum must not exceed the number of options."),
    InvalidLimits(minimum: 0, maximum: 0, problem: "the maximum must be at least 1."),
    InvalidLimits(minimum: 3, maximum: 2, problem: "the maximum must not be below the minimum."),
  ]

  @Test("impossible limits are refused when the group is made", arguments: invalidLimits)
  func invalidLimitsThrow(_ limits: InvalidLimits) {
    let policy = SelectionPolicy.multiple(minimum: limits.minimum, maximum: limits.maximum)
    let expected = SelectionError.invalidLimits(minimum: limits.minimum, maximum: limits.maximum, optionCount: 4)
    let error = #expect(throws: SelectionError.self) {
      try SelectionGroup(options: Size.allCases, policy: policy)
    }
    #expect(error == expected)
    #expect(error?.description.hasSuffix(limits.problem) == true)
  }

  @Test("possible limits are accepted, including a maximum above the option count")
  func validLimits() throws {
    let generous = try SelectionGroup(options: Size.allCases, policy: .multiple(minimum: 4, maximum: 10))
    #expect(generous.policy.minimumSelectionCount == 4)
    #expect(generous.policy.maximumSelectionCount == 10)
    let empty = try SelectionGroup<Size>(options: [], policy: .multiple())
    #expect(empty.options.isEmpty)
  }

  @Test("duplicate options are refused")
  func duplicateOptions() {
    #expect(throws: SelectionError.duplicateOption("남자")) {
      try SelectionGroup(options: [Gender.male, .female, .male])
    }
  }

  struct InvalidStart: Sendable, CustomStringConvertible {
    let name: String
    let policy: SelectionPolicy
    let selected: [Size]
    let disabled: Set<Size>
    let error: SelectionError
    var description: String { name }
  }

  static let invalidStarts: [InvalidStart] = [
    InvalidStart(
      name: "two selected in a single group",
      policy: .singleDeselectable(),
      selected: [.small, .large],
      disabled: [],
      error: .initialSelectionViolatesPolicy(selectedCount: 2, maximum: 1)
    ),
    InvalidStart(
      name: "two selected in a required group",
      policy: .singleRequired(),
      selected: [.small, .large],
      disabled: [],
      error: .initialSelectionViolatesPolicy(selectedCount: 2, maximum: 1)
    ),
    InvalidStart(
      name: "above the maximum",
      policy: .multiple(maximum: 2),
      selected: [.small, .medium, .large],
      disabled: [],
      error: .initialSelectionViolatesPolicy(selectedCount: 3, maximum: 2)
    ),
    InvalidStart(
      name: "selected twice",
      policy: .multiple(),
      selected: [.small, .small],
      disabled: [],
      error: .duplicateInSelection("S")
    ),
    InvalidStart(
      name: "a disabled option selected although disabling deselects",
      policy: .multiple(disablingDeselects: true),
      selected: [.small, .large],
      disabled: [.large],
      error: .initialSelectionIncludesDisabledOption("L")
    ),
  ]

  @Test("an initial state that breaks the policy is refused", arguments: invalidStarts)
  func invalidInitialState(_ start: InvalidStart) {
    #expect(throws: start.error) {
      try SelectionGroup(
        options: Size.allCases, policy: start.policy, selected: start.selected, disabled: start.disabled)
    }
  }

  @Test("an initial state below the minimum or with a locked disabled option is fine")
  func validInitialStates() throws {
    let below = try SelectionGroup(options: Size.allCases, policy: .multiple(minimum: 2), selected: [.small])
    #expect(!below.isSatisfied)
    let locked = try SelectionGroup(options: Size.allCases, selected: [.large], disabled: [.large])
    #expect(locked.selection == [.large])
  }

  @Test("unknown options in the initial state are refused")
  func unknownInitialOptions() {
    #expect(throws: SelectionError.unknownOption("XL")) {
      try SelectionGroup(options: [Size.small, .medium], selected: [.extraLarge])
    }
    #expect(throws: SelectionError.unknownOption("XL")) {
      try SelectionGroup(options: [Size.small, .medium], disabled: [.extraLarge])
    }
  }

  @Test("every operation on an unknown option throws and changes nothing")
  func unknownOptionOperations() throws {
    let original = try SelectionGroup(
      options: [Size.small, .medium],
      policy: .multiple(),
      selected: [.small]
    )
    let operations: [GroupOperation<Size>] = [
      .tap(.large), .select(.large), .deselect(.large), .set([.small, .large], bypassingRules: true),
      .setEnabled(false, .large),
    ]
    for operation in operations {
      var group = original
      #expect(throws: SelectionError.unknownOption("L"), "\(operation)") {
        try operation.apply(to: &group)
      }
      #expect(group == original, "\(operation) changed the group")
    }
    var group = original
    #expect(throws: SelectionError.unknownOption("L")) { try group.focus(.large) }
    #expect(throws: SelectionError.unknownOption("L")) { try group.accessibility(for: .large) }
    #expect(group == original)
    #expect(!group.contains(.large))
    #expect(!group.isSelected(.large))
    #expect(!group.isEnabled(.large))
  }

  @Test("set refuses a list naming an option twice")
  func setDuplicates() throws {
    var group = try SelectionGroup(options: Size.allCases, policy: .multiple())
    #expect(throws: SelectionError.duplicateInSelection("M")) { try group.set([.medium, .small, .medium]) }
    #expect(group.selection.isEmpty)
  }

  @Test("descriptions are readable")
  func descriptions() {
    #expect(
      SelectionError.unknownOption("XL").description
        == "Unknown option \"XL\": it is not one of the selection group's options."
    )
    #expect(
      SelectionError.initialSelectionViolatesPolicy(selectedCount: 3, maximum: 2).description
        == "The initial selection holds 3 options but the policy allows at most 2."
    )
    #expect(
      SelectionError.invalidLimits(minimum: 3, maximum: 2, optionCount: 4).description
        == "Invalid selection limits (minimum 3, maximum 2, 4 options): the maximum must not be below the minimum."
    )
  }
}
