import Selection
import Testing

private typealias Step = ScenarioStep<Gender>

/// A radio group: once chosen, it never goes back to empty through the rules.
@Suite("Single, required (radio)")
struct SingleRequiredScenarioTests {
  static let scenarios: [Scenario<Gender>] = [
    Scenario(
      "re-tapping the selected option keeps it",
      options: Gender.allCases,
      policy: .singleRequired(),
      steps: [
        Step(.tap(.male), [.male]),
        Step(.tap(.male), [.male], refused: .selectionRequired),
        Step(.tap(.female), [.female]),
        Step(.tap(.female), [.female], refused: .selectionRequired),
        Step(.tap(.male), [.male]),
      ]
    ),
    Scenario(
      "programmatic clearing is refused too",
      options: Gender.allCases,
      policy: .singleRequired(),
      selected: [.female],
      steps: [
        Step(.deselect(.female), [.female], refused: .selectionRequired),
        Step(.clear, [.female], refused: .selectionRequired),
        Step(.set([], bypassingRules: false), [.female], refused: .selectionRequired),
        Step(.set([.male], bypassingRules: false), [.male]),
      ]
    ),
    Scenario(
      "only a bypassing set empties it",
      options: Gender.allCases,
      policy: .singleRequired(),
      selected: [.male],
      steps: [
        Step(.set([], bypassingRules: true), []),
        Step(.clear, [], refused: .noOp),
      ]
    ),
  ]

  @Test("scenario", arguments: scenarios)
  func scenario(_ scenario: Scenario<Gender>) throws {
    try scenario.run()
  }

  @Test("it may start empty and says it needs a selection")
  func startsEmptyAndUnsatisfied() throws {
    var group = try SelectionGroup(options: Gender.allCases, policy: .singleRequired())
    #expect(group.selection.isEmpty)
    #expect(!group.isSatisfied)
    try group.tap(.female)
    #expect(group.isSatisfied)
  }
}
