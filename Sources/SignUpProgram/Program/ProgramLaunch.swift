import SignUp

/// The start both programs share: parse the arguments, answer `--help` and `--version`, refuse to run when the
/// result could not be delivered, or say what to run.
///
/// ```swift
/// let launch = ProgramLaunch(face: .window, closed: StandardDescriptors.secure())
/// switch launch.start(arguments: arguments, environment: environment) {
/// case .finished(let status): exit(status.rawValue)
/// case .run(let language, _, let accounts): ...  // open the store and the window; then outcome.deliver(...)
/// }
/// ```
public struct ProgramLaunch: Hashable, Sendable {
  /// What to do after the start.
  public enum Start: Hashable, Sendable {
    /// Nothing more: the program ends with this status (help, version, bad arguments, no standard output).
    case finished(ExitStatus)
    /// Run the form in `language`, or the script (`signup --script`), on the chosen account store.
    case run(Language, script: ScriptSource?, accounts: AccountStoreChoice = .defaultFile)
  }

  /// The program.
  public let face: ProgramFace
  /// Where results go: standard output, or ``StandardStream/closed``.
  public let output: StandardStream
  /// Where notes go: standard error, or ``StandardStream/closed``.
  public let errors: StandardStream

  /// Makes the start of a program whose standard descriptors were checked.
  /// - Parameters:
  ///   - face: The program.
  ///   - closed: What ``StandardDescriptors/secure()`` found.
  public init(face: ProgramFace, closed: StandardDescriptors.Closed) {
    self.init(face: face, output: .output(unlessClosed: closed), errors: .error(unlessClosed: closed))
  }

  /// Makes the start of a program writing to the given streams (for tests).
  public init(face: ProgramFace, output: StandardStream, errors: StandardStream) {
    self.face = face
    self.output = output
    self.errors = errors
  }

  /// Parses the arguments and does what needs no form.
  /// - Parameters:
  ///   - arguments: The arguments without the program name.
  ///   - environment: The process environment.
  /// - Returns: The status to end with, or what to run.
  public func start(arguments: [String], environment: [String: String]) -> Start {
    let command: ProgramCommand
    do {
      command = try ProgramCommand(arguments: arguments, environment: environment, face: face)
    } catch {
      let language = ProgramCommand.language(in: arguments, environment: environment)
      errors.writeNote(ProgramTexts(face: face, language: language).badArguments(error) + "\n")
      return .finished(.cannotRun)
    }
    switch command {
    case .help(let language):
      let texts = ProgramTexts(face: face, language: language)
      return .finished(
        SignUpOutcome.write(Usage.help(for: face, in: language) + "\n", to: output, errors: errors, texts: texts))
    case .version:
      let texts = ProgramTexts(face: face, language: .english)
      return .finished(
        SignUpOutcome.write("\(face.commandName) \(ProgramFace.version)\n", to: output, errors: errors, texts: texts))
    case .run(let language, let script, let accounts):
      guard output != .closed else {
        errors.writeNote(ProgramTexts(face: face, language: language).outputClosed + "\n")
        return .finished(.outputFailed)
      }
      if let locale = LocaleCharset.nonUTF8Locale(in: environment) {
        errors.writeNote(ProgramTexts(face: face, language: language).nonUTF8Locale(locale) + "\n")
      }
      return .run(language, script: script, accounts: accounts)
    }
  }
}
