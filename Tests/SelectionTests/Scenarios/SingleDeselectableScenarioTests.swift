import Selection
import Testing

private typealias Step = ScenarioStep<Gender>

/// The seed: 남자 / 여자 toggles where tapping the selected one clears it.
@Suite("Single, deselectable (the 남자/여자 seed)")
struct SingleDeselectableScenarioTests {
  static let scenarios: [Scenario<Gender>] = [
    Scenario(
      "none -> male -> none",
      options: Gender.allCases,
      policy: .singleDeselectable(),
      steps: [
        Step(.tap(.male), [.male]),
        Step(.tap(.male), []),
      ]
    ),
    Scenario(
      "male -> female",
      options: Gender.allCases,
      policy: .singleDeselectable(),
      selected: [.male],
      steps: [Step(.tap(.female), [.female])]
    ),
    Scenario(
      "female -> male",
      options: Gender.allCases,
      policy: .singleDeselectable(),
      selected: [.female],
      steps: [Step(.tap(.male), [.male])]
    ),
    Scenario(
      "many taps in a row",
      options: Gender.allCases,
      policy: .singleDeselectable(),
      steps: [
        Step(.tap(.male), [.male]),
        Step(.tap(.female), [.female]),
        Step(.tap(.female), []),
        Step(.tap(.female), [.female]),
        Step(.tap(.male), [.male]),
        Step(.tap(.male), []),
        Step(.tap(.male), [.male]),
        Step(.tap(.female), [.female]),
        Step(.tap(.male), [.male]),
        Step(.tap(.male), []),
      ]
    ),
  ]

  @Test("scenario", arguments: scenarios)
  func scenario(_ scenario: Scenario<Gender>) throws {
    try scenario.run()
  }

  @Test("switching from male to female turns male off and female on, as a user change")
  func switchingReportsBothOptions() throws {
    var group = try SelectionGroup(options: Gender.allCases, selected: [.male])
    let change = try #require(try group.tap(.female).change)
    #expect(change.previous == [.male])
    #expect(change.current == [.female])
    #expect(change.turnedOn == [.female])
    #expect(change.turnedOff == [.male])
    #expect(change.origin == .user)
    #expect(group.selectedOption == .female)
  }

  @Test("none is a legal, satisfied answer")
  func noneIsSatisfied() throws {
    var group = try SelectionGroup(options: Gender.allCases)
    #expect(group.isSatisfied)
    try group.tap(.male)
    try group.tap(.male)
    #expect(group.selection.isEmpty)
    #expect(group.selectedOption == nil)
    #expect(group.isSatisfied)
  }
}
