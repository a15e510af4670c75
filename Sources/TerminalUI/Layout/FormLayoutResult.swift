/// The outcome of ``FormLayout/layout(in:)``.
public enum FormLayoutResult: Hashable, Sendable {
  /// The form fits; here is where each widget goes.
  case laidOut(LaidOutForm)
  /// The terminal is smaller than the form's minimum size: draw a ``TooSmallNotice`` instead.
  case tooSmall(required: TerminalSize, available: TerminalSize)
}
