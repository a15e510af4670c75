import SignUp
import TerminalUI

extension ButtonConfiguration {
  /// A sign-up button's terminal look, drawn from SignUp's toolkit-neutral
  /// ``SignUp/SignUpButton/configuration(for:language:)``: the accent is green, filled is reverse video,
  /// dimmed is dim, the focus ring is a pair of brackets and a toggle's indicator is `●`/`○`.
  /// - Parameters:
  ///   - button: The button.
  ///   - language: The screen's language.
  ///   - isBusy: Whether the button's request is in flight (``SignUp/SignUpButtonState/busy``).
  /// - Returns: The configuration.
  static func signUp(_ button: SignUpButton, language: Language, isBusy: Bool = false) -> ButtonConfiguration {
    ButtonConfiguration { state in
      var neutral = SignUpButtonState(state)
      if isBusy { neutral.insert(.busy) }
      return ButtonStyle(button.configuration(for: neutral, language: language))
    }
  }
}

extension SignUpButtonState {
  /// The neutral state of a terminal button state.
  init(_ state: ButtonState) {
    self = []
    if state.contains(.selected) { insert(.selected) }
    if state.contains(.focused) { insert(.focused) }
    if state.contains(.pressed) { insert(.pressed) }
    if state.contains(.disabled) { insert(.disabled) }
  }
}

extension ButtonStyle {
  /// The terminal style of a neutral configuration (its title is drawn by the widget, from the screen's texts).
  init(_ configuration: SignUpButtonConfiguration) {
    var cell = CellStyle(foreground: configuration.tint == .accent ? .green : .default)
    if configuration.emphasis.contains(.filled) { cell.attributes.insert(.reverse) }
    if configuration.emphasis.contains(.dimmed) { cell.attributes.insert(.dim) }
    if configuration.emphasis.contains(.bold) { cell.attributes.insert(.bold) }
    let ring = configuration.showsFocusRing
    if let indicator = configuration.indicator {
      self.init(prefix: (ring ? "[" : " ") + indicator.mark + " ", suffix: ring ? "]" : " ", cellStyle: cell)
    } else {
      self.init(prefix: ring ? "[ " : "  ", suffix: ring ? " ]" : "  ", cellStyle: cell)
    }
  }
}
