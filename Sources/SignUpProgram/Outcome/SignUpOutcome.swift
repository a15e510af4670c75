import SignUp

/// How a run of either program ended: the one outcome type, from the form to the exit status.
///
/// ```swift
/// let outcome: SignUpOutcome = .signedUp(request)
/// exit(outcome.deliver(face: .terminal, language: .korean, output: .output, errors: .error).rawValue)
/// ```
public enum SignUpOutcome: Hashable, Sendable {
  /// A sign-up the store took: the account to write to standard output.
  case signedUp(Account)
  /// The user left without signing up (Esc, Ctrl-C, the window closed).
  case cancelled
  /// A script ended without a valid sign-up; the problems of its last refused submit, if there was one.
  case notSignedUp(lastRejection: SignUpFormError?)
  /// What the program had to write could not be written (a script's screens: standard output closed, full, or
  /// a broken pipe).
  case outputFailed(OutputError)
  /// The program could not run; `message` is the whole note for standard error, in the run's language, with any
  /// user data in it escaped.
  case cannotRun(message: String)

  /// Writes what the outcome means (the request's JSON on `output`, a note on `errors`) and returns the exit status.
  ///
  /// `.success` only when the JSON really was written; a failed write is said on `errors` and is
  /// ``ExitStatus/outputFailed``.
  /// - Parameters:
  ///   - face: The program.
  ///   - language: The language of the notes.
  ///   - output: Where the request goes.
  ///   - errors: Where notes go.
  /// - Returns: The exit status.
  public func deliver(
    face: ProgramFace, language: Language, output: StandardStream, errors: StandardStream
  ) -> ExitStatus {
    let texts = ProgramTexts(face: face, language: language)
    switch self {
    case .signedUp(let account):
      let json: String
      do {
        json = String(decoding: try account.jsonData(), as: UTF8.self)
      } catch {
        errors.writeNote(texts.encodingFailed(String(describing: error)) + "\n")
        return .outputFailed
      }
      do {
        try output.write(json + "\n")
        return .success
      } catch {
        // The account exists: say so, so that nobody signs up again believing nothing happened.
        errors.writeNote(texts.accountNotDelivered(id: account.id, error) + "\n")
        return .outputFailed
      }
    case .cancelled:
      errors.writeNote(texts.cancelled + "\n")
      return .notSignedUp
    case .notSignedUp(let rejection):
      errors.writeNote(texts.notSignedUp(rejection) + "\n")
      return .notSignedUp
    case .outputFailed(let error):
      errors.writeNote(texts.outputFailed(error) + "\n")
      return .outputFailed
    case .cannotRun(let message):
      errors.writeNote(message + "\n")
      return .cannotRun
    }
  }

  /// Writes a result (the JSON, `--help`, `--version`) to `output`: `.success` only when the write worked.
  /// - Parameters:
  ///   - text: The whole result.
  ///   - output: Where it goes.
  ///   - errors: Where a failure is said.
  ///   - texts: The program's texts.
  /// - Returns: `.success` or `.outputFailed`.
  public static func write(
    _ text: String, to output: StandardStream, errors: StandardStream, texts: ProgramTexts
  ) -> ExitStatus {
    do {
      try output.write(text)
      return .success
    } catch {
      errors.writeNote(texts.outputFailed(error) + "\n")
      return .outputFailed
    }
  }
}
