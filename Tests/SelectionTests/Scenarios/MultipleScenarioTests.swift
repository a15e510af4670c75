import Selection
import Testing

private typealias Step = ScenarioStep<Size>

/// Multiple selection with limits, refusing or replacing the oldest at the maximum.
@Suite("Multiple selection")
struct MultipleScenarioTests {
  static let scenarios: [Scenario<Size>] = [
    Scenario(
      "no limits: taps accumulate in selection order and toggle off",
      options: Size.allCases,
      policy: .multiple(),
      steps: [
        Step(.tap(.large), [.large]),
        Step(.tap(.small), [.large, .small]),
        Step(.tap(.extraLarge), [.large, .small, .extraLarge]),
        Step(.tap(.medium), [.large, .small, .extraLarge, .medium]),
        Step(.tap(.small), [.large, .extraLarge, .medium]),
        Step(.tap(.small), [.large, .extraLarge, .medium, .small]),
      ]
    ),
    Scenario(
      "maximum 2, refusing",
      options: Size.allCases,
      policy: .multiple(maximum: 2, whenFull: .refuse),
      steps: [
        Step(.tap(.small), [.small]),
        Step(.tap(.medium), [.small, .medium]),
        Step(.tap(.large), [.small, .medium], refused: .limitReached(maximum: 2)),
        Step(.select(.large), [.small, .medium], refused: .limitReached(maximum: 2)),
        Step(.tap(.small), [.medium]),
        Step(.tap(.large), [.medium, .large]),
      ]
    ),
    Scenario(
      "maximum 2, replacing the oldest",
      options: Size.allCases,
      policy: .multiple(maximum: 2, whenFull: .replaceOldest),
      steps: [
        Step(.tap(.small), [.small]),
        Step(.tap(.medium), [.small, .medium]),
        Step(.tap(.large), [.medium, .large]),
        Step(.tap(.extraLarge), [.large, .extraLarge]),
        Step(.tap(.large), [.extraLarge]),
        Step(.tap(.small), [.extraLarge, .small]),
        Step(.select(.medium), [.small, .medium]),
      ]
    ),
    Scenario(
      "maximum 1, replacing the oldest, behaves like single deselectable",
      options: Size.allCases,
      policy: .multiple(maximum: 1, whenFull: .replaceOldest),
      steps: [
        Step(.tap(.small), [.small]),
        Step(.tap(.large), [.large]),
        Step(.tap(.large), []),
      ]
    ),
    Scenario(
      "replacing skips a disabled oldest option",
      options: Size.allCases,
      policy: .multiple(maximum: 2, whenFull: .replaceOldest),
      selected: [.small, .medium],
      disabled: [.small],
      steps: [
        Step(.tap(.large), [.small, .large]),
        Step(.tap(.extraLarge), [.small, .extraLarge]),
      ]
    ),
    Scenario(
      "nothing to replace when every selected option is disabled",
      options: Size.allCases,
      policy: .multiple(maximum: 2, whenFull: .replaceOldest),
      selected: [.small, .medium],
      disabled: [.small, .medium],
      steps: [Step(.tap(.large), [.small, .medium], refused: .limitReached(maximum: 2))]
    ),
    Scenario(
      "minimum 2: free below the minimum, refused when it would drop below it",
      options: Size.allCases,
      policy: .multiple(minimum: 2, maximum: 3),
      steps: [
        Step(.tap(.small), [.small]),
        Step(.tap(.small), []),
        Step(.tap(.small), [.small]),
        Step(.tap(.medium), [.small, .medium]),
        Step(.tap(.medium), [.small, .medium], refused: .belowMinimum(minimum: 2)),
        Step(.deselect(.small), [.small, .medium], refused: .belowMinimum(minimum: 2)),
        Step(.clear, [.small, .medium], refused: .belowMinimum(minimum: 2)),
        Step(.tap(.large), [.small, .medium, .large]),
        Step(.tap(.extraLarge), [.small, .medium, .large], refused: .limitReached(maximum: 3)),
        Step(.tap(.small), [.medium, .large]),
        Step(.tap(.large), [.medium, .large], refused: .belowMinimum(minimum: 2)),
      ]
    ),
    Scenario(
      "minimum 1 with replacing keeps one selected",
      options: Size.allCases,
      policy: .multiple(minimum: 1, maximum: 1, whenFull: .replaceOldest),
      selected: [.medium],
      steps: [
        Step(.tap(.medium), [.medium], refused: .belowMinimum(minimum: 1)),
        Step(.tap(.large), [.large]),
      ]
    ),
  ]

  @Test("scenario", arguments: scenarios)
  func scenario(_ scenario: Scenario<Size>) throws {
    try scenario.run()
  }

  @Test("replacing reports the replaced option as turned off")
  func replacingReportsTurnedOff() throws {
    var group = try SelectionGroup(
      options: Size.allCases,
      policy: .multiple(maximum: 2, whenFull: .replaceOldest),
      selected: [.large, .small]
    )
    let change = try #require(try group.tap(.medium).change)
    #expect(change.turnedOn == [.medium])
    #expect(change.turnedOff == [.large])
    #expect(change.current == [.small, .medium])
    #expect(group.selectionInOptionOrder == [.small, .medium])
  }

  @Test("satisfaction follows the minimum")
  func satisfaction() throws {
    var group = try SelectionGroup(options: Size.allCases, policy: .multiple(minimum: 2))
    #expect(!group.isSatisfied)
    try group.tap(.small)
    #expect(!group.isSatisfied)
    try group.tap(.large)
    #expect(group.isSatisfied)
  }

  @Test("selection keeps selection order; option order is available too")
  func orders() throws {
    var group = try SelectionGroup(options: Size.allCases, policy: .multiple())
    for size in [Size.extraLarge, .small, .large] { try group.tap(size) }
    #expect(group.selection == [.extraLarge, .small, .large])
    #expect(group.selectionInOptionOrder == [.small, .large, .extraLarge])
    #expect(group.selectedOption == .large)
  }
}
