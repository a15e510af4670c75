#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a terminal operation failed. `code` values are `errno` numbers.
///
/// ```swift
/// do {
///   let terminal = try TerminalSession()
/// } catch .notATerminal(let path) {
///   print("\(path) is not a terminal: run this program in an interactive terminal")
/// }
/// ```
public enum TerminalError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The terminal device could not be opened (for example no controlling terminal: `ENXIO`).
  case cannotOpen(path: String, code: Int32)
  /// The device was opened but is not a terminal.
  case notATerminal(path: String)
  /// Reading or setting the terminal attributes (termios) failed.
  case attributesUnavailable(code: Int32)
  /// Asking the terminal for its size failed.
  case sizeUnavailable(code: Int32)
  /// Writing to the terminal failed.
  case writeFailed(code: Int32)
  /// Reading from the terminal failed.
  case readFailed(code: Int32)
  /// Waiting for input with `poll(2)` failed.
  case waitFailed(code: Int32)
  /// The terminal reported end of input (it was closed or hung up).
  case inputClosed
  /// Setting up the resize notification pipe failed.
  case resizeNotificationUnavailable(code: Int32)
  /// Another ``TerminalSession`` in this process is already active; only one may drive the terminal.
  case anotherSessionActive

  /// A readable explanation.
  public var description: String {
    switch self {
    case .cannotOpen(let path, let code):
      let hint = code == ENXIO ? " (the process has no controlling terminal)" : ""
      return "cannot open \(path): \(Self.message(for: code))\(hint)"
    case .notATerminal(let path): return "\(path) is not a terminal"
    case .attributesUnavailable(let code): return "cannot read or set terminal attributes: \(Self.message(for: code))"
    case .sizeUnavailable(let code): return "cannot get the terminal size: \(Self.message(for: code))"
    case .writeFailed(let code): return "cannot write to the terminal: \(Self.message(for: code))"
    case .readFailed(let code): return "cannot read from the terminal: \(Self.message(for: code))"
    case .waitFailed(let code): return "cannot wait for terminal input: \(Self.message(for: code))"
    case .inputClosed: return "the terminal closed its input"
    case .resizeNotificationUnavailable(let code):
      return "cannot set up terminal resize notification: \(Self.message(for: code))"
    case .anotherSessionActive: return "another terminal session is already active in this process"
    }
  }

  private static func message(for code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return "\(String(cString: text)) (errno \(code))"
  }
}
