import Selection
import Testing

/// Accessibility facts: radio/checked for single groups, toggle button/pressed for multiple ones.
@Suite("Accessibility")
struct AccessibilityTests {
  @Test("single groups expose radios with a checked state and position")
  func radios() throws {
    let group = try SelectionGroup(options: Gender.allCases, selected: [.female])
    let male = try group.accessibility(for: .male)
    let female = try group.accessibility(for: .female)
    #expect(male.role == .radio)
    #expect(male.isChecked == false)
    #expect(male.isPressed == nil)
    #expect(male.label == "남자")
    #expect(male.positionDescription == "1 of 2")
    #expect(female.isChecked == true)
    #expect(female.isSelected)
    #expect(female.position == 2)
    #expect(female.count == 2)
    #expect(female.positionDescription == "2 of 2")
  }

  @Test("required single groups are radios too")
  func requiredRadios() throws {
    let group = try SelectionGroup(options: Gender.allCases, policy: .singleRequired())
    #expect(try group.accessibility(for: .male).role == .radio)
  }

  @Test("multiple groups expose toggle buttons with a pressed state")
  func toggleButtons() throws {
    let group = try SelectionGroup(options: Size.allCases, policy: .multiple(), selected: [.large])
    let large = try group.accessibility(for: .large)
    let small = try group.accessibility(for: .small)
    #expect(large.role == .toggleButton)
    #expect(large.isPressed == true)
    #expect(large.isChecked == nil)
    #expect(small.isPressed == false)
    #expect(large.positionDescription == "3 of 4")
  }

  @Test("a label closure names the option")
  func labelClosure() throws {
    let group = try SelectionGroup(options: Size.allCases, policy: .multiple())
    let facts = try group.accessibility(for: .extraLarge) { "Size \($0.rawValue)" }
    #expect(facts.label == "Size XL")
  }

  @Test("disabled, tab stop and focus are reported")
  func states() throws {
    var group = try SelectionGroup(options: Size.allCases, selected: [.medium], disabled: [.small])
    #expect(try group.accessibility(for: .small).isEnabled == false)
    #expect(try group.accessibility(for: .medium).isEnabled)
    #expect(try group.accessibility(for: .medium).isTabStop)
    #expect(try group.accessibility(for: .large).isTabStop == false)
    #expect(try group.accessibility(for: .medium).isFocused == false)
    group.enterFocus()
    group.moveFocus(.next)
    #expect(try group.accessibility(for: .large).isFocused)
    #expect(try group.accessibility(for: .medium).isFocused == false)
  }
}
