import SignUp
import TextSafety

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

  /// The locale names a character set other than UTF-8, which is what the program writes. In English and ASCII
  /// whatever the language: a terminal in EUC-KR would show Korean words as garbage, the very problem it names.
  /// - Parameter locale: The locale, as the environment gives it (escaped and cut here).
  public func nonUTF8Locale(_ locale: String) -> String {
    "\(name): warning: the locale \(EchoedText.shown(locale)) is not UTF-8, but \(name) writes UTF-8, so its text"
      + " (Korean above all) may show as garbage; use a UTF-8 locale, for example LANG=ko_KR.UTF-8."
  }

  /// Standard output could not be written.
  public func outputFailed(_ error: OutputError) -> String {
    switch language {
    case .korean: return "\(name): 표준 출력에 쓸 수 없습니다 (\(error)). 결과를 전달하지 못했습니다."
    case .english: return "\(name): cannot write to standard output (\(error)); the result was not delivered."
    }
  }

  /// The account was created but its JSON could not be written to standard output.
  public func accountNotDelivered(id: Int64, _ error: OutputError) -> String {
    switch language {
    case .korean:
      return "\(name): 계정(번호 \(id))은 만들어졌지만 표준 출력에 쓸 수 없습니다 (\(error)). 다시 가입하지 마세요."
    case .english:
      return "\(name): the account (id \(id)) was created, but standard output cannot be written (\(error)); "
        + "do not sign up again."
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

  /// The store failed the script's last sign-up attempt: nothing was written.
  public func storeFailed(_ error: AccountStoreError) -> String {
    let reason = DisplaySanitizer.escaped(error.message(in: language))
    switch language {
    case .korean: return "\(name): 가입하지 못했습니다. \(reason) 계정 저장소는 그대로입니다."
    case .english: return "\(name): could not sign up. \(reason) The account store was not changed."
    }
  }

  /// The account store could not be opened (or made): nothing was run.
  public func storeCannotOpen(path: String, _ error: AccountStoreError) -> String {
    let shown = EchoedText.shown(path)
    let reason = DisplaySanitizer.escaped(error.message(in: language))
    switch language {
    case .korean: return "\(name): 계정 저장소를 쓸 수 없습니다: '\(shown)'. \(reason)"
    case .english: return "\(name): cannot use the account store '\(shown)'. \(reason)"
    }
  }

  /// The store did not answer a script's action in time.
  public func storeDidNotAnswer(line: Int, limit: Duration) -> String {
    let seconds = limit.components.seconds
    switch language {
    case .korean: return "\(name): \(line)번째 줄의 동작에 계정 저장소가 \(seconds)초 안에 답하지 않았습니다."
    case .english: return "\(name): the account store did not answer line \(line)'s action within \(seconds) s."
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
