/// How a sign-up button looks in one state, without a toolkit: what the seed's iOS 15 `UIButton.Configuration`
/// and `configurationUpdateHandler` decided, defined once for the terminal screen and the GTK window.
///
/// ```swift
/// let look = SignUpButton.gender(.male).configuration(for: [.selected, .focused], language: .korean)
/// look.title            // "남자"
/// look.tint             // .accent
/// look.emphasis         // [.filled, .bold]
/// look.indicator        // .on
/// look.showsFocusRing   // true
/// ```
public struct SignUpButtonConfiguration: Hashable, Sendable {
  /// The title.
  public var title: String
  /// The colour role.
  public var tint: ButtonTint
  /// Filled, dimmed, bold.
  public var emphasis: ButtonEmphasis
  /// The on/off mark of a toggle button; `nil` for a push button.
  public var indicator: ButtonIndicator?
  /// Whether the focus is drawn around the button.
  public var showsFocusRing: Bool

  /// Creates a configuration.
  public init(
    title: String, tint: ButtonTint, emphasis: ButtonEmphasis, indicator: ButtonIndicator?, showsFocusRing: Bool
  ) {
    self.title = title
    self.tint = tint
    self.emphasis = emphasis
    self.indicator = indicator
    self.showsFocusRing = showsFocusRing
  }
}

extension SignUpButton {
  /// The button's look in `state`: the one function both the terminal and the window draw from.
  ///
  /// A gender button is filled with the accent while selected (or held down), bold while focused and dimmed
  /// when disabled. The sign-up button is never dimmed, because it works while the form is not ready (pressing it
  /// shows every problem): it is plain while the form is not ready (`.disabled`) and in the accent once it is, bold
  /// when focused, and filled while held down, so a press is always seen. While a request is in flight (`.busy`) it
  /// says so in its title (`가입하는 중…`), plain and dimmed.
  /// - Parameters:
  ///   - state: The button's state.
  ///   - language: The language of the title.
  /// - Returns: The title, colours and emphasis.
  public func configuration(for state: SignUpButtonState, language: Language) -> SignUpButtonConfiguration {
    let enabled = !state.contains(.disabled)
    let focused = state.contains(.focused)
    var emphasis: ButtonEmphasis = []
    let tint: ButtonTint
    let indicator: ButtonIndicator?
    switch self {
    case .gender:
      let lit = enabled && (state.contains(.selected) || state.contains(.pressed))
      tint = lit ? .accent : .neutral
      if lit { emphasis.insert(.filled) }
      indicator = state.contains(.selected) ? .on : .off
    case .submit where state.contains(.busy):
      tint = .neutral
      emphasis.insert(.dimmed)
      indicator = nil
    case .submit:
      tint = enabled ? .accent : .neutral
      if state.contains(.pressed) { emphasis.insert(.filled) }
      indicator = nil
    }
    switch self {
    case .gender:
      if !enabled { emphasis.insert(.dimmed) }
      if enabled && focused { emphasis.insert(.bold) }
    case .submit:
      if focused { emphasis.insert(.bold) }
    }
    let busyTitle = language == .korean ? "가입하는 중…" : "Signing up…"
    return SignUpButtonConfiguration(
      title: self == .submit && state.contains(.busy) ? busyTitle : title(in: language), tint: tint, emphasis: emphasis,
      indicator: indicator, showsFocusRing: focused)
  }
}
