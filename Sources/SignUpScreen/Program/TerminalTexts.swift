import SignUp
import SignUpProgram
import TerminalUI
import TextSafety

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `signup` alone writes to standard error (about the terminal), in one language; what both programs write is
/// SignUpProgram's `ProgramTexts`.
struct TerminalTexts: Hashable, Sendable {
  /// The language of the texts.
  let language: Language

  /// A terminal error in this language (the system's `strerror` text stays as the system gives it).
  func reason(_ error: TerminalError) -> String {
    guard language == .korean else { return DisplaySanitizer.escaped(error.description) }
    let text: String
    switch error {
    case .cannotOpen(let path, let code):
      let hint = code == ENXIO ? " (제어 터미널이 없는 프로세스)" : ""
      text = "터미널 장치를 열 수 없습니다 (\(path)): \(Self.systemText(code))\(hint)"
    case .notATerminal(let path): text = "터미널이 아닌 장치입니다: \(path)"
    case .attributesUnavailable(let code): text = "터미널 속성을 읽거나 바꿀 수 없습니다: \(Self.systemText(code))"
    case .sizeUnavailable(let code): text = "터미널 크기를 알 수 없습니다: \(Self.systemText(code))"
    case .writeFailed(let code): text = "터미널에 쓸 수 없습니다: \(Self.systemText(code))"
    case .readFailed(let code): text = "터미널에서 읽을 수 없습니다: \(Self.systemText(code))"
    case .waitFailed(let code): text = "터미널 입력을 기다릴 수 없습니다: \(Self.systemText(code))"
    case .inputClosed: text = "터미널 입력이 닫혔습니다"
    case .resizeNotificationUnavailable(let code): text = "터미널 크기 변경 알림을 준비할 수 없습니다: \(Self.systemText(code))"
    case .anotherSessionActive: text = "이 프로세스에서 이미 다른 터미널 세션이 쓰이고 있습니다"
    }
    return DisplaySanitizer.escaped(text)
  }

  private static func systemText(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "오류 \(code)" }
    return "\(String(cString: text)) (errno \(code))"
  }

  /// There is no terminal for the interactive screen.
  func noTerminal(_ error: TerminalError) -> String {
    let reason = reason(error)
    switch language {
    case .korean:
      return """
        signup: 화면을 그릴 터미널이 없습니다 (\(reason)).
        화면에는 터미널(/dev/tty)이 필요합니다. 터미널 없이 쓰려면 동작을 스크립트로 주세요:
          signup --script FILE      (표준 입력에서 읽으려면 --script -)
        스크립트 형식은 'signup --help'를 보세요.
        """
    case .english:
      return """
        signup: no terminal for the interactive screen (\(reason)).
        The screen needs a terminal (/dev/tty). Without one, give the actions as a script:
          signup --script FILE      (or --script - to read the script from standard input)
        See 'signup --help' for the script format.
        """
    }
  }

  /// The interactive screen needs a newer Apple system (its terminal session needs macOS 15); scripts still run.
  var screenNeedsNewerSystem: String {
    switch language {
    case .korean:
      return """
        signup: 화면에는 macOS 15 이상이 필요합니다. 동작을 스크립트로 주세요:
          signup --script FILE      (표준 입력에서 읽으려면 --script -)
        """
    case .english:
      return """
        signup: the interactive screen needs macOS 15 or later. Give the actions as a script:
          signup --script FILE      (or --script - to read the script from standard input)
        """
    }
  }

  /// `--script -` reads standard input, and standard input is a terminal: the person sees a blank line until they
  /// know to type the actions and end with Ctrl-D.
  var readingScriptFromTerminal: String {
    switch language {
    case .korean:
      return "signup: 표준 입력에서 스크립트를 읽습니다. 한 줄에 동작 하나씩 입력하고 Ctrl-D로 끝내세요 (동작은 'signup --help' 참고)."
    case .english:
      return "signup: reading the script from standard input: type one action per line, then Ctrl-D"
        + " ('signup --help' lists the actions)."
    }
  }

  /// The terminal failed while the screen was up.
  func terminalFailed(_ error: TerminalError) -> String {
    let reason = reason(error)
    switch language {
    case .korean: return "signup: 터미널 오류: \(reason)"
    case .english: return "signup: the terminal failed: \(reason)"
    }
  }

  /// `TERM` says the terminal cannot draw the screen (`dumb`, as in Emacs' shell or a CI log), or is not set.
  /// - Parameter term: The value of `TERM`, or `nil` when it is not set.
  func terminalCannotDraw(term: String?) -> String {
    let shown = term.map { "TERM=" + EchoedText.shown($0) }
    switch language {
    case .korean:
      return """
        signup: 이 터미널(\(shown ?? "TERM 없음"))은 화면을 그릴 수 없습니다. 동작을 스크립트로 주세요:
          signup --script FILE      (표준 입력에서 읽으려면 --script -)
        스크립트 형식은 'signup --help'를 보세요.
        """
    case .english:
      return """
        signup: this terminal (\(shown ?? "TERM is not set")) cannot draw the screen. Give the actions as a script:
          signup --script FILE      (or --script - to read the script from standard input)
        See 'signup --help' for the script format.
        """
    }
  }
}
