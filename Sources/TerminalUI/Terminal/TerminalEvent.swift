/// Something that happened on the terminal: decoded input, a change of size, or the caller's wake-up descriptor
/// became readable.
///
/// ```swift
/// for event in try terminal.readEvents(timeout: .milliseconds(500)) {
///   switch event {
///   case .input(.key(let key)) where key == .ctrl("c"): return
///   case .input(let input): handle(input)
///   case .resize(let size): relayout(size)
///   }
/// }
/// ```
public enum TerminalEvent: Hashable, Sendable {
  /// Keys, text, a paste, a mouse report or an unknown sequence.
  case input(InputEvent)
  /// The terminal was resized (SIGWINCH); the payload is the new size.
  case resize(TerminalSize)
  /// The wake-up descriptor given to ``TerminalSession/readEvents(timeout:wakingOn:)`` is readable (for example the
  /// main queue has work); the session does not read it, the caller does.
  case wakeUp
}
