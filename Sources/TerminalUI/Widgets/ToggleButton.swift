/// An on/off or option button (for example one of "남자" / "여자"); `isOn` adds ``ButtonState/selected``.
///
/// ```swift
/// ToggleButton("남자", isOn: gender == .male, state: focus == "male" ? .focused : .normal)
///   .draw(into: &buffer, in: rect)
/// ```
public struct ToggleButton: Widget, Sendable {
  /// The title (sanitized when drawn).
  public var title: String
  /// Whether the button is on (selected).
  public var isOn: Bool
  /// Other states: focused, pressed, disabled (`.selected` here is overridden by `isOn`).
  public var state: ButtonState
  /// Maps the state to a style.
  public var configuration: ButtonConfiguration

  /// Creates a toggle button.
  /// - Parameter title: The title.
  /// - Parameter isOn: Whether it is on.
  /// - Parameter state: Focused, pressed, disabled (default: normal).
  /// - Parameter configuration: The look (default: ``ButtonConfiguration/toggle``).
  public init(
    _ title: String, isOn: Bool, state: ButtonState = .normal, configuration: ButtonConfiguration = .toggle
  ) {
    self.title = title
    self.isOn = isOn
    self.state = state
    self.configuration = configuration
  }

  /// The state used for drawing: ``state`` with `.selected` set from ``isOn``.
  public var resolvedState: ButtonState { isOn ? state.union(.selected) : state.subtracting(.selected) }

  /// The style for the resolved state.
  public var resolvedStyle: ButtonStyle { configuration.style(for: resolvedState) }

  /// The widest label over all states, so a layout does not jump when the state changes.
  public var preferredWidth: Int { ButtonDrawing.preferredWidth(title: title, configuration: configuration) }

  /// Draws the label for the resolved state at the left of `rect`'s first row; the rest is blank.
  /// - Parameter buffer: The buffer to draw into.
  /// - Parameter rect: The area given to the button.
  public func draw(into buffer: inout ScreenBuffer, in rect: Rect) {
    ButtonDrawing.draw(resolvedStyle.label(for: title), style: resolvedStyle.cellStyle, into: &buffer, in: rect)
  }
}
