import Selection
import Testing

private typealias Step = ScenarioStep<Size>

/// `select`, `deselect`, `clear` and `set` go through the same rules as taps and report `.programmatic`.
@Suite("Programmatic operations")
struct ProgrammaticScenarioTests {
  static let scenarios: [Scenario<Size>] = [
    Scenario(
      "select and deselect never toggle",
      options: Size.allCases,
      policy: .multiple(),
      steps: [
        Step(.select(.small), [.small]),
        Step(.select(.small), [.small], refused: .noOp),
        Step(.deselect(.large), [.small], refused: .noOp),
        Step(.deselect(.small), []),
        Step(.deselect(.small), [], refused: .noOp),
      ]
    ),
    Scenario(
      "select in a single group replaces the selection",
      options: Size.allCases,
      policy: .singleDeselectable(),
      selected: [.small],
      steps: [
        Step(.select(.large), [.large]),
        Step(.clear, []),
        Step(.clear, [], refused: .noOp),
      ]
    ),
    Scenario(
      "set keeps the selection time of kept options and appends new ones in the given order",
      options: Size.allCases,
      policy: .multiple(),
      selected: [.large, .small],
      steps: [
        Step(.set([.extraLarge, .small, .medium], bypassingRules: false), [.small, .extraLarge, .medium]),
        Step(
          .set([.medium, .small, .extraLarge], bypassingRules: false), [.small, .extraLarge, .medium], refused: .noOp),
        Step(.set([], bypassingRules: false), []),
      ]
    ),
    Scenario(
      "set follows the limits; bypassing skips only the minimum and disabled rules",
      options: Size.allCases,
      policy: .multiple(minimum: 1, maximum: 2),
      selected: [.small],
      disabled: [.large],
      steps: [
        Step(
          .set([.small, .medium, .extraLarge], bypassingRules: false), [.small], refused: .limitReached(maximum: 2)),
        Step(.set([.small, .medium, .extraLarge], bypassingRules: true), [.small], refused: .limitReached(maximum: 2)),
        Step(.set([.large], bypassingRules: false), [.small], refused: .optionDisabled(.large)),
        Step(.set([], bypassingRules: false), [.small], refused: .belowMinimum(minimum: 1)),
        Step(.set([.medium], bypassingRules: false), [.medium]),
        Step(.set([.large], bypassingRules: true), [.large]),
        Step(.set([], bypassingRules: true), []),
      ]
    ),
    Scenario(
      "set in a single group allows at most one option",
      options: Size.allCases,
      policy: .singleDeselectable(),
      steps: [
        Step(.set([.small, .medium], bypassingRules: false), [], refused: .limitReached(maximum: 1)),
        Step(.set([.medium], bypassingRules: false), [.medium]),
      ]
    ),
    Scenario(
      "clear refuses when a selected option is disabled, naming the first in option order",
      options: Size.allCases,
      policy: .multiple(),
      selected: [.extraLarge, .medium, .small],
      disabled: [.extraLarge, .medium],
      steps: [
        Step(.clear, [.extraLarge, .medium, .small], refused: .optionDisabled(.medium)),
        Step(.deselect(.small), [.extraLarge, .medium]),
      ]
    ),
  ]

  @Test("scenario", arguments: scenarios)
  func scenario(_ scenario: Scenario<Size>) throws {
    try scenario.run()
  }

  @Test("programmatic changes are marked programmatic, taps user")
  func origins() throws {
    var group = try SelectionGroup(options: Size.allCases, policy: .multiple())
    #expect(try group.select(.small).change?.origin == .programmatic)
    #expect(try group.tap(.medium).change?.origin == .user)
    #expect(try group.set([.large]).change?.origin == .programmatic)
    #expect(group.clear().change?.origin == .programmatic)
  }
}
