import Foundation
import SignUp
import TerminalUI

/// The interactive screen's loop: a plain loop on the main thread that draws the model, waits for terminal
/// events, maps them to actions and hands them to the binding.
///
/// The screen is drawn on and read from `/dev/tty`, so standard input and output may be redirected (the JSON
/// goes to standard output after the terminal is restored).
enum InteractiveScreen {
  /// The longest paste kept, in characters (longer pastes are cut with a notice on the status line).
  static let maximumPasteLength = 256

  /// Runs the screen until the user signs up or cancels.
  /// - Parameters:
  ///   - language: The screen's language.
  ///   - today: The clock for the age rule.
  ///   - devicePath: The terminal device.
  /// - Returns: How it ended; the terminal is restored by then.
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  static func run(
    language: Language, today: @escaping () -> CalendarDay, devicePath: String = "/dev/tty"
  ) -> InteractiveResult {
    let terminal: TerminalSession
    do {
      terminal = try TerminalSession(path: devicePath, maximumPasteLength: maximumPasteLength)
    } catch {
      return .noTerminal(error)
    }
    defer { terminal.restore() }
    do {
      try terminal.start()
      return .finished(try loop(terminal: terminal, language: language, today: today))
    } catch {
      return .terminalFailed(error)
    }
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  private static func loop(
    terminal: TerminalSession, language: Language, today: @escaping () -> CalendarDay
  ) throws(TerminalError) -> ScreenOutcome {
    let binding = SignUpScreenBinding(language: language, today: today)
    var size = try terminal.size()
    while true {
      var frame = SignUpScreenDrawing.frame(for: binding.model, size: size)
      try terminal.present(frame.buffer)
      for event in try terminal.readEvents(timeout: nil) {
        switch event {
        case .resize(let newSize):
          size = newSize
        case .input(let input):
          switch KeyMap.action(for: input, focus: binding.model.focus, form: frame.form) {
          case .suspend?: terminal.suspend()  // returns after `fg`; the session then reports a resize
          case let action?: binding.handle(action)
          case nil: break
          }
        }
        if let outcome = binding.outcome { return outcome }
        frame = SignUpScreenDrawing.frame(for: binding.model, size: size)
        if let form = frame.form { binding.keepCursorsVisible(widths: SignUpScreenLayout.fieldWidths(in: form)) }
      }
    }
  }
}
