import Foundation
import SignUp
import SignUpProgram
import TerminalUI

/// The interactive screen's loop: a plain loop on the main thread that waits for terminal events and the main
/// queue's work in one `poll(2)`, maps keys to actions, hands them to the binding, runs the queued work (the
/// store's answers arrive there through `MainScheduler`), and draws once per batch.
///
/// The screen is drawn on and read from `/dev/tty`, so standard input and output may be redirected (the JSON
/// goes to standard output after the terminal is restored). The layout depends only on the language and the
/// terminal's size, so it is made again only when the size changes.
enum InteractiveScreen {
  /// The longest paste kept, in characters (longer pastes are cut, and what is left out is counted).
  static let maximumPasteLength = 256

  /// Runs the screen until the user signs up or cancels.
  /// - Parameters:
  ///   - language: The screen's language.
  ///   - today: The clock for the age rule.
  ///   - store: Where nicknames are checked and accounts created.
  ///   - devicePath: The terminal device.
  /// - Returns: How it ended (`.signedUp`, `.cancelled`, or `.cannotRun` when there is no terminal or it failed);
  ///   the terminal is restored by then.
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  static func run(
    language: Language, today: @escaping () -> CalendarDay, store: any AccountStore, devicePath: String = "/dev/tty"
  ) -> SignUpOutcome {
    let texts = TerminalTexts(language: language)
    let terminal: TerminalSession
    do {
      terminal = try TerminalSession(path: devicePath, maximumPasteLength: maximumPasteLength)
    } catch {
      return .cannotRun(message: texts.noTerminal(error))
    }
    defer { terminal.restore() }
    do {
      try terminal.start()
      return try loop(terminal: terminal, language: language, today: today, store: store)
    } catch {
      return .cannotRun(message: texts.terminalFailed(error))
    }
  }

  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  private static func loop(
    terminal: TerminalSession, language: Language, today: @escaping () -> CalendarDay, store: any AccountStore
  ) throws(TerminalError) -> SignUpOutcome {
    let binding = SignUpScreenBinding(language: language, today: today, store: store)
    var layout = SignUpScreenLayout.place(language: language, in: try terminal.size())
    while true {
      binding.keepCursorsVisible(widths: layout.fieldWidths)
      try terminal.present(SignUpScreenDrawing.buffer(for: binding.model, layout: layout))
      // One wait for keys, resizes and the main queue's work (the store's answers, the nickname check's timer).
      let events = try terminal.readEvents(timeout: MainQueue.pollInterval, wakingOn: MainQueue.wakeUpDescriptor)
      if MainQueue.wakeUpDescriptor == nil {
        MainQueue.runQueuedWork()
        if let outcome = binding.outcome { return outcome }
      }
      for event in events {
        switch event {
        case .wakeUp:
          MainQueue.runQueuedWork()
        case .resize(let newSize):
          layout = SignUpScreenLayout.place(language: language, in: newSize)
        case .input(let input):
          switch KeyMap.action(for: input, focus: binding.model.focus, form: layout.form) {
          case .suspend?: terminal.suspend()  // returns after `fg`; the session then reports a resize
          case let action?: binding.handle(action)
          case nil: break
          }
        }
        if let outcome = binding.outcome { return outcome }
        // A click later in this batch hits the text as it will be drawn.
        binding.keepCursorsVisible(widths: layout.fieldWidths)
      }
    }
  }
}
