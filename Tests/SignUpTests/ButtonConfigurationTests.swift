import SignUp
import Testing

@Suite("The buttons' look by state")
struct ButtonConfigurationTests {
  @Test("a gender button: plain when off, filled with the accent when selected or held down, bold when focused")
  func genderButton() {
    let button = SignUpButton.gender(.male)
    let off = button.configuration(for: [], language: .korean)
    #expect(off == .init(title: "남자", tint: .neutral, emphasis: [], indicator: .off, showsFocusRing: false))
    let selected = button.configuration(for: [.selected, .focused], language: .korean)
    #expect(
      selected == .init(title: "남자", tint: .accent, emphasis: [.filled, .bold], indicator: .on, showsFocusRing: true))
    let pressed = button.configuration(for: .pressed, language: .english)
    #expect(pressed == .init(title: "Male", tint: .accent, emphasis: .filled, indicator: .off, showsFocusRing: false))
  }

  @Test("a disabled gender button is only dimmed, whatever else holds")
  func disabledGenderButton() {
    let look = SignUpButton.gender(.female).configuration(
      for: [.disabled, .selected, .focused, .pressed], language: .korean)
    #expect(look == .init(title: "여자", tint: .neutral, emphasis: .dimmed, indicator: .on, showsFocusRing: true))
  }

  @Test("the sign-up button: accent while ready, plain (never dimmed) while not, filled while held down")
  func submitButton() {
    let ready = SignUpButton.submit.configuration(for: .focused, language: .korean)
    #expect(ready == .init(title: "가입하기", tint: .accent, emphasis: .bold, indicator: nil, showsFocusRing: true))
    let notReady = SignUpButton.submit.configuration(for: [.disabled, .focused, .pressed], language: .english)
    #expect(
      notReady
        == .init(title: "Sign up", tint: .neutral, emphasis: [.bold, .filled], indicator: nil, showsFocusRing: true))
  }

  @Test("indicator marks", arguments: [(ButtonIndicator.on, "●"), (.off, "○")])
  func marks(indicator: ButtonIndicator, mark: String) {
    #expect(indicator.mark == mark)
  }
}
