import Foundation
import SignUp
import TerminalUI

/// The `signup` command: parses the arguments, runs the interactive screen or a script, and decides what goes to
/// standard output, what goes to standard error, and the exit status (see `Usage.help`).
///
/// Every message is in the language of `--lang` (or the environment's), and quotes user data escaped. Exit status
/// 0 means the JSON (or the help) really was written: a failed write of standard output is reported on standard
/// error with status 3 (``ExitStatus/outputFailed``).
public enum SignupProgram {
  /// The version `--version` prints.
  public static let version = "0.1.0"

  /// The clock for the age rule: today in the local time zone.
  static let today: @Sendable () -> CalendarDay = { CalendarDay(date: Date(), timeZone: .current) }

  /// Runs the command.
  /// - Parameters:
  ///   - arguments: The arguments without the program name.
  ///   - environment: The process environment.
  ///   - output: Where results go (default: standard output).
  ///   - errors: Where notes and errors go (default: standard error).
  /// - Returns: The exit status.
  public static func run(arguments: [String], environment: [String: String]) -> ExitStatus {
    run(arguments: arguments, environment: environment, output: .output, errors: .error)
  }

  static func run(
    arguments: [String], environment: [String: String], output: StandardStream, errors: StandardStream
  ) -> ExitStatus {
    let command: SignupCommand
    do {
      command = try SignupCommand(arguments: arguments, environment: environment)
    } catch {
      let language = SignupCommand.language(in: arguments, environment: environment)
      errors.writeNote("signup: \(error.message(in: language))\n\(Usage.shortHelp(in: language))\n")
      return .cannotRun
    }
    switch command {
    case .help(let language):
      return deliver(Usage.help(in: language) + "\n", language: language, output: output, errors: errors)
    case .version:
      return deliver("signup \(version)\n", language: .english, output: output, errors: errors)
    case .interactive(let language):
      return runInteractive(language: language, output: output, errors: errors)
    case .script(let source, let language):
      return runScript(source, language: language, output: output, errors: errors)
    }
  }

  /// Writes a result to `output`: `.success` only when the write worked.
  private static func deliver(
    _ text: String, language: Language, output: StandardStream, errors: StandardStream
  ) -> ExitStatus {
    do {
      try output.write(text)
      return .success
    } catch {
      errors.writeNote(ProgramTexts(language: language).outputFailed(error) + "\n")
      return .outputFailed
    }
  }

  private static func runInteractive(
    language: Language, output: StandardStream, errors: StandardStream
  ) -> ExitStatus {
    let texts = ProgramTexts(language: language)
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else {
      errors.writeNote(texts.screenNeedsNewerSystem + "\n")
      return .cannotRun
    }
    switch InteractiveScreen.run(language: language, today: today) {
    case .finished(.submitted(let request)):
      let json: String
      do {
        json = String(decoding: try request.jsonData(), as: UTF8.self)
      } catch {
        errors.writeNote(texts.encodingFailed(String(describing: error)) + "\n")
        return .cannotRun
      }
      return deliver(json + "\n", language: language, output: output, errors: errors)
    case .finished(.cancelled):
      errors.writeNote(ScreenTexts(language: language).cancelledNote + "\n")
      return .notSignedUp
    case .noTerminal(let error):
      errors.writeNote(texts.noTerminal(error) + "\n")
      return .cannotRun
    case .terminalFailed(let error):
      errors.writeNote(texts.terminalFailed(error) + "\n")
      return .cannotRun
    }
  }

  private static func runScript(
    _ source: ScriptSource, language: Language, output: StandardStream, errors: StandardStream
  ) -> ExitStatus {
    let texts = ProgramTexts(language: language)
    let steps: [ScriptStep]
    do {
      steps = try ScriptParser.parse(ScriptReading.text(of: source), source: source.displayName)
    } catch {
      errors.writeNote("signup: \(error.message(in: language))\n")
      return .cannotRun
    }
    let result: ScriptResult
    do {
      result = try ScriptPlayback.play(steps, language: language, today: today) { text throws(OutputError) in
        try output.write(text)
      }
    } catch {
      errors.writeNote(texts.outputFailed(error) + "\n")
      return .outputFailed
    }
    switch result {
    case .submitted(_, _, let line, let skipped):
      if skipped > 0 { errors.writeNote(texts.signedUpEarly(line: line, skipped: skipped) + "\n") }
      return .success
    case .notSubmitted(let rejection):
      errors.writeNote(texts.notSubmitted(rejection.map { $0.message(in: language) }) + "\n")
      return .notSignedUp
    case .encodingFailed(let reason):
      errors.writeNote(texts.encodingFailed(reason) + "\n")
      return .cannotRun
    }
  }
}
