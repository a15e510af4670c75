import TerminalUI

extension ButtonConfiguration {
  /// The sign-up button's look, on top of ``ButtonConfiguration/push`` (brackets and bold when focused): green
  /// while the form is valid, dim while it is not (it can still be pressed, to show every problem), and reverse
  /// video while held down, even when dim, so a click is always seen.
  static let signUp = ButtonConfiguration { state in
    var style = ButtonConfiguration.push.style(for: state)
    if state.contains(.pressed) { style.cellStyle.attributes.insert(.reverse) }
    if !state.contains(.disabled) { style.cellStyle.foreground = .green }
    return style
  }
}
