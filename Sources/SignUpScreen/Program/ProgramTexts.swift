import SignUp
import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `signup` writes to standard error, in one language.
struct ProgramTexts: Hashable, Sendable {
  /// The language of the texts.
  let language: Language

  /// Standard output could not be written.
  func outputFailed(_ error: OutputError) -> String {
    switch language {
    case .korean: return "signup: 표준 출력에 쓸 수 없습니다 (\(error)). 결과를 전달하지 못했습니다."
    case .english: return "signup: cannot write to standard output (\(error)); the result was not delivered."
    }
  }

  /// The request could not be turned into JSON.
  func encodingFailed(_ reason: String) -> String {
    switch language {
    case .korean: return "signup: 요청을 JSON으로 만들 수 없습니다: \(DisplaySanitizer.escaped(reason))"
    case .english: return "signup: cannot write the request as JSON: \(DisplaySanitizer.escaped(reason))"
    }
  }

  /// A terminal error in this language (the system's `strerror` text stays as the system gives it).
  func reason(_ error: TerminalError) -> String {
    guard language == .korean else { return DisplaySanitizer.escaped(error.description) }
    let text: String
    switch error {
    case .cannotOpen(let path, let code):
      let hint = code == ENXIO ? " (제어 터미널이 없는 프로세스)" : ""
      text = "\(path)을(를) 열 수 없습니다: \(Self.systemText(code))\(hint)"
    case .notATerminal(let path): text = "\(path)은(는) 터미널이 아닙니다"
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

  /// The terminal failed while the screen was up.
  func terminalFailed(_ error: TerminalError) -> String {
    let reason = reason(error)
    switch language {
    case .korean: return "signup: 터미널 오류: \(reason)"
    case .english: return "signup: the terminal failed: \(reason)"
    }
  }

  /// A script signed up before its last line.
  func signedUpEarly(line: Int, skipped: Int) -> String {
    switch language {
    case .korean: return "signup: \(line)번째 줄에서 가입했습니다. 뒤의 동작 \(skipped)개는 실행하지 않았습니다."
    case .english: return "signup: signed up at line \(line); the \(skipped) later action(s) were not run"
    }
  }

  /// A script ended without a valid submit; `rejection` is the last refused submit's problems, if any.
  func notSubmitted(_ rejection: String?) -> String {
    switch language {
    case .korean:
      let note = "signup: 스크립트가 올바른 submit 없이 끝났습니다"
      return rejection.map { note + ". 마지막 submit이 거절된 이유:\n" + $0 } ?? note + "."
    case .english:
      let note = "signup: the script ended without a valid submit"
      return rejection.map { note + "; the last submit was refused:\n" + $0 } ?? note
    }
  }
}
