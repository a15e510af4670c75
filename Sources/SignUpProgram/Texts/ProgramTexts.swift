import SignUp
import TerminalUI

/// What both programs write to standard error, in one language; each message starts with the command's name.
///
/// ```swift
/// ProgramTexts(face: .window, language: .english).cancelled  // "signup-gtk: cancelled."
/// ```
public struct ProgramTexts: Hashable, Sendable {
  /// The program.
  public let face: ProgramFace
  /// The language of the texts.
  public let language: Language

  /// Makes the texts of one program in one language.
  public init(face: ProgramFace, language: Language) {
    self.face = face
    self.language = language
  }

  private var name: String { face.commandName }

  /// Standard output could not be written.
  public func outputFailed(_ error: OutputError) -> String {
    switch language {
    case .korean: return "\(name): 표준 출력에 쓸 수 없습니다 (\(error)). 결과를 전달하지 못했습니다."
    case .english: return "\(name): cannot write to standard output (\(error)); the result was not delivered."
    }
  }

  /// Standard output was closed when the program started: nothing was run.
  public var outputClosed: String {
    switch language {
    case .korean: return "\(name): 표준 출력이 닫혀 있어 결과를 전달할 수 없습니다. 아무것도 하지 않았습니다."
    case .english: return "\(name): standard output is closed, so no result could be delivered; nothing was run."
    }
  }

  /// The request could not be turned into JSON.
  public func encodingFailed(_ reason: String) -> String {
    switch language {
    case .korean: return "\(name): 요청을 JSON으로 만들 수 없습니다: \(DisplaySanitizer.escaped(reason))"
    case .english: return "\(name): cannot write the request as JSON: \(DisplaySanitizer.escaped(reason))"
    }
  }

  /// The user cancelled.
  public var cancelled: String {
    switch language {
    case .korean: return "\(name): 취소했습니다 (cancelled)."
    case .english: return "\(name): cancelled."
    }
  }

  /// Ended without a valid sign-up; `rejection` is the last refused sign-up's problems, if any.
  public func notSignedUp(_ rejection: SignUpFormError?) -> String {
    let reasons = rejection.map {
      $0.message(in: language).split(separator: "\n").map { DisplaySanitizer.escaped(String($0)) }.joined(
        separator: "\n")
    }
    switch language {
    case .korean:
      let note = "\(name): 스크립트가 올바른 submit 없이 끝났습니다"
      return reasons.map { note + ". 마지막 submit이 거절된 이유:\n" + $0 } ?? note + "."
    case .english:
      let note = "\(name): the script ended without a valid submit"
      return reasons.map { note + "; the last submit was refused:\n" + $0 } ?? note
    }
  }

  /// A script signed up before its last line.
  public func signedUpEarly(line: Int, skipped: Int) -> String {
    switch language {
    case .korean: return "\(name): \(line)번째 줄에서 가입했습니다. 뒤의 동작 \(skipped)개는 실행하지 않았습니다."
    case .english: return "\(name): signed up at line \(line); the \(skipped) later action(s) were not run"
    }
  }

  /// An argument error, with the short usage.
  public func badArguments(_ error: ArgumentError) -> String {
    "\(name): \(error.message(in: language, face: face))\n\(Usage.shortHelp(for: face, in: language))"
  }
}
