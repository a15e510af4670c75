import SignUp
import TerminalUI

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

  /// There is no terminal for the interactive screen.
  func noTerminal(_ error: TerminalError) -> String {
    let reason = DisplaySanitizer.escaped(error.description)
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

  /// The terminal failed while the screen was up.
  func terminalFailed(_ error: TerminalError) -> String {
    let reason = DisplaySanitizer.escaped(error.description)
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
