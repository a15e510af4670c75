import TerminalUI

/// One drawn frame of the sign-up screen: the cells, and where the widgets went (for the mouse).
struct SignUpFrame: Hashable, Sendable {
  /// The cells to present.
  var buffer: ScreenBuffer
  /// The laid-out form, or `nil` when the terminal was too small and the notice was drawn instead.
  var form: LaidOutForm?
}
