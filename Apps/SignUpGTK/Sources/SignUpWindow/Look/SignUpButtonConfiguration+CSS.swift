import SignUp

extension SignUpButtonConfiguration {
  /// The GTK CSS classes of the look (styled by ``SignUpStyleSheet/css``): the tint, each emphasis and the focus
  /// ring become one class each.
  ///
  /// ```swift
  /// SignUpButton.gender(.male).configuration(for: .selected, language: .korean).cssClasses
  /// // ["sprout-button", "sprout-accent", "sprout-filled"]
  /// ```
  var cssClasses: [String] {
    var classes = ["sprout-button"]
    if tint == .accent { classes.append("sprout-accent") }
    if emphasis.contains(.filled) { classes.append("sprout-filled") }
    if emphasis.contains(.dimmed) { classes.append("sprout-dimmed") }
    if emphasis.contains(.bold) { classes.append("sprout-bold") }
    if showsFocusRing { classes.append("sprout-focus-ring") }
    return classes
  }

  /// The button's label: the indicator's mark and the title, as the terminal shows them (`● 남자`).
  var label: String {
    guard let indicator else { return title }
    return indicator.mark + " " + title
  }
}
