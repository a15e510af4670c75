/// Chooses a button's look from its state, like UIKit's `configurationUpdateHandler`.
///
/// ```swift
/// let custom = ButtonConfiguration { state in
///   var style = ButtonConfiguration.toggle.style(for: state)
///   if state.contains(.selected) { style.cellStyle.foreground = .magenta }
///   return style
/// }
/// ```
public struct ButtonConfiguration: Sendable {
  /// The closure that maps a state to a style.
  public var styleForState: @Sendable (ButtonState) -> ButtonStyle

  /// Creates a configuration.
  /// - Parameter styleForState: Called with the current state whenever the button is drawn or measured.
  public init(_ styleForState: @escaping @Sendable (ButtonState) -> ButtonStyle) {
    self.styleForState = styleForState
  }

  /// The style for a state.
  /// - Parameter state: The button's state.
  /// - Returns: The style from ``styleForState``.
  public func style(for state: ButtonState) -> ButtonStyle { styleForState(state) }

  /// The default look of a push button: `  OK  `, focused `[ OK ]` in bold, pressed in reverse video,
  /// disabled dim. Focus stays visible under `NO_COLOR`.
  public static let push = ButtonConfiguration { state in
    let focused = state.contains(.focused)
    var style = CellStyle()
    if state.contains(.disabled) {
      style.attributes.insert(.dim)
    } else {
      if focused {
        style.attributes.insert(.bold)
        style.foreground = .cyan
      }
      if state.contains(.pressed) { style.attributes.insert(.reverse) }
    }
    return ButtonStyle(prefix: focused ? "[ " : "  ", suffix: focused ? " ]" : "  ", cellStyle: style)
  }

  /// The default look of a toggle or option button: `○ 남자` when off, `● 남자` in reverse video (green when
  /// colours are allowed) when selected, brackets and bold when focused, dim when disabled.
  public static let toggle = ButtonConfiguration { state in
    let focused = state.contains(.focused)
    let selected = state.contains(.selected)
    var style = CellStyle()
    if state.contains(.disabled) {
      style.attributes.insert(.dim)
    } else {
      if selected || state.contains(.pressed) {
        style.attributes.insert(.reverse)
        style.foreground = .green
      }
      if focused { style.attributes.insert(.bold) }
    }
    let mark = selected ? "● " : "○ "
    return ButtonStyle(prefix: (focused ? "[" : " ") + mark, suffix: focused ? "]" : " ", cellStyle: style)
  }
}
