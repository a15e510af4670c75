import TerminalUI

/// How the interactive screen ended; the terminal is already restored.
enum InteractiveResult: Hashable, Sendable {
  /// The screen ended: signed up or cancelled.
  case finished(ScreenOutcome)
  /// There is no terminal to draw on (no `/dev/tty`): nothing was shown.
  case noTerminal(TerminalError)
  /// The terminal failed while the screen was up (for example it was closed).
  case terminalFailed(TerminalError)
}
