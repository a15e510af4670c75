/// A push button whose look comes from its ``ButtonState`` through a ``ButtonConfiguration``.
///
/// ```swift
/// Button("확인", state: focus == "ok" ? .focused : .normal).draw(into: &buffer, in: rect)
/// ```
public struct Button: Widget, Sendable {
  /// The title (sanitized when drawn).
  public var title: String
  /// The current state.
  public var state: ButtonState
  /// Maps the state to a style.
  public var configuration: ButtonConfiguration

  /// Creates a push button.
  /// - Parameter title: The title.
  /// - Parameter state: The state (default: normal).
  /// - Parameter configuration: The look (default: ``ButtonConfiguration/push``).
  public init(_ title: String, state: ButtonState = .normal, configuration: ButtonConfiguration = .push) {
    self.title = title
    self.state = state
    self.configuration = configuration
  }

  /// The style for the current state.
  public var resolvedStyle: ButtonStyle { configuration.style(for: state) }

  /// The widest label over all states, so a layout does not jump when the state changes.
  public var preferredWidth: Int { ButtonDrawing.preferredWidth(title: title, configuration: configuration) }

  /// Draws the label for the current state at the left of `rect`'s first row; the rest is blank.
  /// - Parameter buffer: The buffer to draw into.
  /// - Parameter rect: The area given to the button.
  public func draw(into buffer: inout ScreenBuffer, in rect: Rect) {
    ButtonDrawing.draw(resolvedStyle.label(for: title), style: resolvedStyle.cellStyle, into: &buffer, in: rect)
  }
}
