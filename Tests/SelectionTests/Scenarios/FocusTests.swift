import Selection
import Testing

/// Keyboard focus after WAI-ARIA's radio group and toolbar patterns.
@Suite("Focus")
struct FocusTests {
  static let letters = ["a", "b", "c", "d", "e"]

  struct MoveCase: Sendable, CustomStringConvertible {
    let name: String
    let start: String?
    let disabled: [String]
    let wraps: Bool
    let move: FocusMove
    let expected: String?
    var description: String { name }
  }

  static let moves: [MoveCase] = [
    MoveCase(name: "next", start: "a", disabled: [], wraps: true, move: .next, expected: "b"),
    MoveCase(name: "previous", start: "c", disabled: [], wraps: true, move: .previous, expected: "b"),
    MoveCase(name: "next wraps at the end", start: "e", disabled: [], wraps: true, move: .next, expected: "a"),
    MoveCase(name: "next stays without wrap", start: "e", disabled: [], wraps: false, move: .next, expected: "e"),
    MoveCase(
      name: "previous wraps at the start", start: "a", disabled: [], wraps: true, move: .previous, expected: "e"),
    MoveCase(
      name: "previous stays without wrap", start: "a", disabled: [], wraps: false, move: .previous, expected: "a"),
    MoveCase(name: "next skips disabled", start: "a", disabled: ["b", "c"], wraps: false, move: .next, expected: "d"),
    MoveCase(
      name: "previous skips disabled", start: "e", disabled: ["d"], wraps: false, move: .previous, expected: "c"),
    MoveCase(name: "wrap skips disabled", start: "e", disabled: ["a"], wraps: true, move: .next, expected: "b"),
    MoveCase(
      name: "no wrap past disabled end", start: "c", disabled: ["d", "e"], wraps: false, move: .next, expected: "c"),
    MoveCase(name: "first skips disabled", start: "c", disabled: ["a"], wraps: false, move: .first, expected: "b"),
    MoveCase(name: "last skips disabled", start: "a", disabled: ["e"], wraps: false, move: .last, expected: "d"),
    MoveCase(name: "first when already first", start: "a", disabled: [], wraps: true, move: .first, expected: "a"),
    MoveCase(name: "next from no focus", start: nil, disabled: ["a"], wraps: true, move: .next, expected: "b"),
    MoveCase(name: "previous from no focus", start: nil, disabled: ["e"], wraps: true, move: .previous, expected: "d"),
    MoveCase(
      name: "only one enabled, wrapping", start: "c", disabled: ["a", "b", "d", "e"], wraps: true, move: .next,
      expected: "c"),
    MoveCase(
      name: "from a disabled focused option", start: "c", disabled: ["c"], wraps: false, move: .next, expected: "d"),
    MoveCase(name: "nothing enabled", start: nil, disabled: letters, wraps: true, move: .first, expected: nil),
  ]

  @Test("moveFocus", arguments: moves)
  func moveFocus(_ testCase: MoveCase) throws {
    var group = try SelectionGroup(options: Self.letters, focus: FocusConfiguration(wraps: testCase.wraps))
    if let start = testCase.start { try group.focus(start) }
    for option in testCase.disabled { try group.setEnabled(false, for: option) }
    let outcome = group.moveFocus(testCase.move)
    #expect(group.focusedOption == testCase.expected)
    if testCase.expected == testCase.start {
      #expect(outcome.focusChange == nil)
    } else {
      #expect(outcome.focusChange?.previous == testCase.start)
      #expect(outcome.focusChange?.current == testCase.expected)
    }
    #expect(outcome.selectionOutcome == nil)
    #expect(group.selection.isEmpty)
  }

  struct KeyCase: Sendable, CustomStringConvertible {
    let orientation: FocusOrientation
    let key: NavigationKey
    let move: FocusMove?
    var description: String { "\(orientation) \(key)" }
  }

  static let keys: [KeyCase] = [
    KeyCase(orientation: .horizontal, key: .left, move: .previous),
    KeyCase(orientation: .horizontal, key: .right, move: .next),
    KeyCase(orientation: .horizontal, key: .up, move: nil),
    KeyCase(orientation: .horizontal, key: .down, move: nil),
    KeyCase(orientation: .horizontal, key: .home, move: .first),
    KeyCase(orientation: .horizontal, key: .end, move: .last),
    KeyCase(orientation: .vertical, key: .left, move: nil),
    KeyCase(orientation: .vertical, key: .right, move: nil),
    KeyCase(orientation: .vertical, key: .up, move: .previous),
    KeyCase(orientation: .vertical, key: .down, move: .next),
    KeyCase(orientation: .vertical, key: .home, move: .first),
    KeyCase(orientation: .vertical, key: .end, move: .last),
  ]

  @Test("keys map to moves by orientation", arguments: keys)
  func keyMapping(_ testCase: KeyCase) throws {
    #expect(testCase.orientation.focusMove(for: testCase.key) == testCase.move)
    var group = try SelectionGroup(options: Self.letters, focus: FocusConfiguration(orientation: testCase.orientation))
    try group.focus("c")
    let outcome = group.moveFocus(for: testCase.key)
    let expected: String? =
      switch testCase.move {
      case .next: "d"
      case .previous: "b"
      case .first: "a"
      case .last: "e"
      case nil: "c"
      }
    #expect((outcome == nil) == (testCase.move == nil))
    #expect(group.focusedOption == expected)
  }

  struct TabStopCase: Sendable, CustomStringConvertible {
    let name: String
    let policy: SelectionPolicy
    let selected: [String]
    let disabled: Set<String>
    let expected: String?
    var description: String { name }
  }

  static let tabStops: [TabStopCase] = [
    TabStopCase(name: "nothing selected: first", policy: .singleRequired(), selected: [], disabled: [], expected: "a"),
    TabStopCase(
      name: "nothing selected: first enabled", policy: .singleRequired(), selected: [], disabled: ["a", "b"],
      expected: "c"),
    TabStopCase(name: "the selected option", policy: .singleRequired(), selected: ["d"], disabled: [], expected: "d"),
    TabStopCase(
      name: "a disabled selected option is skipped", policy: .singleDeselectable(), selected: ["d"],
      disabled: ["a", "d"], expected: "b"),
    TabStopCase(
      name: "multiple: first selected in option order", policy: .multiple(), selected: ["e", "c"], disabled: [],
      expected: "c"),
    TabStopCase(
      name: "nothing enabled", policy: .multiple(), selected: ["e"], disabled: Set(letters), expected: nil),
  ]

  @Test("one tab stop: the selected option, else the first enabled", arguments: tabStops)
  func tabStop(_ testCase: TabStopCase) throws {
    var group = try SelectionGroup(
      options: Self.letters, policy: testCase.policy, selected: testCase.selected, disabled: testCase.disabled)
    #expect(group.tabStop == testCase.expected)
    let outcome = group.enterFocus()
    #expect(group.focusedOption == testCase.expected)
    #expect(outcome.focusChange?.current == testCase.expected)
    #expect(group.selection == testCase.selected)
  }

  @Test("entering and leaving focus are reported")
  func enterAndLeave() throws {
    var group = try SelectionGroup(options: Self.letters, selected: ["b"])
    #expect(group.focusedOption == nil)
    let entered = group.enterFocus()
    #expect(entered.focusChange?.previous == nil)
    #expect(entered.focusChange?.current == "b")
    #expect(group.enterFocus().focusChange == nil)
    let left = group.leaveFocus()
    #expect(left.focusChange?.previous == "b")
    #expect(left.focusChange?.current == nil)
    #expect(group.leaveFocus().focusChange == nil)
  }

  @Test("a disabled option does not take focus")
  func disabledFocus() throws {
    var group = try SelectionGroup(options: Self.letters, disabled: ["b"])
    #expect(try group.focus("b").focusChange == nil)
    #expect(group.focusedOption == nil)
    #expect(try group.focus("c").focusChange?.current == "c")
  }

  @Test("selection follows focus in single groups, as a user action")
  func selectionFollowsFocus() throws {
    let focus = FocusConfiguration(selectionFollowsFocus: true)
    var group = try SelectionGroup(options: Self.letters, policy: .singleRequired(), focus: focus)
    let entered = group.enterFocus()
    #expect(entered.selectionOutcome == nil)
    #expect(group.selection.isEmpty)
    let moved = group.moveFocus(.next)
    #expect(group.focusedOption == "b")
    #expect(group.selection == ["b"])
    let change = try #require(moved.selectionOutcome?.change)
    #expect(change.origin == .user)
    #expect(change.turnedOn == ["b"])
    group.moveFocus(.last)
    #expect(group.selection == ["e"])
    let wrapped = group.moveFocus(.next)
    #expect(wrapped.selectionOutcome?.change?.turnedOff == ["e"])
    #expect(group.selection == ["a"])
  }

  @Test("selection follows focus does not toggle off and respects a locked selection")
  func selectionFollowsFocusRules() throws {
    let focus = FocusConfiguration(selectionFollowsFocus: true)
    var group = try SelectionGroup(options: Self.letters, selected: ["b"], disabled: ["b"], focus: focus)
    try group.focus("a")
    let moved = group.moveFocus(.next)
    #expect(group.focusedOption == "c")
    #expect(moved.selectionOutcome == .unchanged(.selectedOptionDisabled("b")))
    #expect(group.selection == ["b"])
    try group.setEnabled(true, for: "b")
    let back = group.moveFocus(.previous)
    #expect(group.focusedOption == "b")
    #expect(back.selectionOutcome == .unchanged(.noOp))
    #expect(group.selection == ["b"])
  }

  @Test("selection does not follow focus when off or in multiple groups")
  func selectionStaysPut() throws {
    var plain = try SelectionGroup(options: Self.letters)
    #expect(plain.moveFocus(.next).selectionOutcome == nil)
    #expect(plain.selection.isEmpty)
    var multiple = try SelectionGroup(
      options: Self.letters, policy: .multiple(), focus: FocusConfiguration(selectionFollowsFocus: true))
    #expect(multiple.moveFocus(.next).selectionOutcome == nil)
    #expect(multiple.selection.isEmpty)
  }
}
