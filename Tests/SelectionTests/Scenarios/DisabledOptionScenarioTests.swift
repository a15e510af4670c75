import Selection
import Testing

private typealias Step = ScenarioStep<Gender>

/// Disabled options ignore taps, say why, and by default keep (and lock) their selected state.
@Suite("Disabled options")
struct DisabledOptionScenarioTests {
  static let scenarios: [Scenario<Gender>] = [
    Scenario(
      "a tap on a disabled option changes nothing",
      options: Gender.allCases,
      policy: .singleDeselectable(),
      disabled: [.female],
      steps: [
        Step(.tap(.female), [], refused: .optionDisabled(.female)),
        Step(.tap(.male), [.male]),
        Step(.tap(.female), [.male], refused: .optionDisabled(.female)),
        Step(.select(.female), [.male], refused: .optionDisabled(.female)),
      ]
    ),
    Scenario(
      "disabling the selected option keeps it selected and locked",
      options: Gender.allCases,
      policy: .singleDeselectable(),
      selected: [.male],
      steps: [
        Step(.setEnabled(false, .male), [.male], refused: .noOp),
        Step(.tap(.male), [.male], refused: .optionDisabled(.male)),
        Step(.tap(.female), [.male], refused: .selectedOptionDisabled(.male)),
        Step(.deselect(.male), [.male], refused: .optionDisabled(.male)),
        Step(.clear, [.male], refused: .optionDisabled(.male)),
        Step(.set([.female], bypassingRules: false), [.male], refused: .optionDisabled(.male)),
        Step(.setEnabled(true, .male), [.male], refused: .noOp),
        Step(.tap(.female), [.female]),
      ]
    ),
    Scenario(
      "with disablingDeselects, disabling the selected option turns it off",
      options: Gender.allCases,
      policy: .singleDeselectable(disablingDeselects: true),
      selected: [.female],
      steps: [
        Step(.setEnabled(false, .male), [.female], refused: .noOp),
        Step(.setEnabled(false, .female), []),
        Step(.set([.female], bypassingRules: true), [], refused: .optionDisabled(.female)),
        Step(.setEnabled(true, .male), [], refused: .noOp),
        Step(.tap(.male), [.male]),
      ]
    ),
    Scenario(
      "with disablingDeselects, even a required group is emptied",
      options: Gender.allCases,
      policy: .singleRequired(disablingDeselects: true),
      selected: [.male],
      steps: [
        Step(.setEnabled(false, .male), []),
        Step(.tap(.female), [.female]),
      ]
    ),
  ]

  @Test("scenario", arguments: scenarios)
  func scenario(_ scenario: Scenario<Gender>) throws {
    try scenario.run()
  }

  @Test("the enabled state is readable and the refusal says why")
  func enabledStateAndReason() throws {
    var group = try SelectionGroup(options: Gender.allCases)
    #expect(group.isEnabled(.female))
    try group.setEnabled(false, for: .female)
    #expect(!group.isEnabled(.female))
    #expect(group.disabledOptions == [.female])
    let refusal = try #require(try group.tap(.female).refusal)
    #expect(refusal.description == "The option \"여자\" is disabled.")
  }

  @Test("disabling a required group's selection empties it and it asks again")
  func requiredGroupAsksAgain() throws {
    var group = try SelectionGroup(
      options: Gender.allCases,
      policy: .singleRequired(disablingDeselects: true),
      selected: [.female]
    )
    let change = try #require(try group.setEnabled(false, for: .female).change)
    #expect(change.turnedOff == [.female])
    #expect(change.origin == .programmatic)
    #expect(!group.isSatisfied)
  }
}
