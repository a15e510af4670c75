import Foundation
import SignUp
import TerminalUI

/// The `signup` command: parses the arguments, runs the interactive screen or a script, and decides what goes to
/// standard output, what goes to standard error, and the exit status (see `Usage.help`).
public enum SignupProgram {
  /// The clock for the age rule: today in the local time zone.
  static let today: @Sendable () -> CalendarDay = { CalendarDay(date: Date(), timeZone: .current) }

  /// Runs the command.
  /// - Parameters:
  ///   - arguments: The arguments without the program name.
  ///   - environment: The process environment.
  /// - Returns: The exit status.
  public static func run(arguments: [String], environment: [String: String]) -> ExitStatus {
    let command: SignupCommand
    do {
      command = try SignupCommand(arguments: arguments, environment: environment)
    } catch {
      StandardStream.error.write("signup: \(error)\n\(Usage.synopsis)\nTry 'signup --help' for more.\n")
      return .cannotRun
    }
    switch command {
    case .help:
      StandardStream.output.write(Usage.help + "\n")
      return .success
    case .interactive(let language):
      return runInteractive(language: language)
    case .script(let source, let language):
      return runScript(source, language: language)
    }
  }

  private static func runInteractive(language: Language) -> ExitStatus {
    switch InteractiveScreen.run(language: language, today: today) {
    case .finished(.submitted(let request)):
      do {
        StandardStream.output.write(String(decoding: try request.jsonData(), as: UTF8.self) + "\n")
        return .success
      } catch {
        StandardStream.error.write("signup: cannot write the request as JSON: \(error)\n")
        return .cannotRun
      }
    case .finished(.cancelled):
      StandardStream.error.write(ScreenTexts(language: language).cancelledNote + "\n")
      return .notSignedUp
    case .noTerminal(let error):
      StandardStream.error.write(
        """
        signup: no terminal for the interactive screen (\(error)).
        The screen needs a terminal (/dev/tty). Without one, give the actions as a script:
          signup --script FILE      (or --script - to read the script from standard input)
        See 'signup --help' for the script format.

        """)
      return .cannotRun
    case .terminalFailed(let error):
      StandardStream.error.write("signup: the terminal failed: \(error)\n")
      return .cannotRun
    }
  }

  private static func runScript(_ source: ScriptSource, language: Language) -> ExitStatus {
    let steps: [ScriptStep]
    do {
      steps = try ScriptParser.parse(ScriptReading.text(of: source), source: source.displayName)
    } catch {
      StandardStream.error.write("signup: \(error)\n")
      return .cannotRun
    }
    let result = ScriptPlayback.play(steps, language: language, today: today) { StandardStream.output.write($0) }
    switch result {
    case .submitted(_, _, let line, let skipped):
      if skipped > 0 {
        StandardStream.error.write("signup: signed up at line \(line); the \(skipped) later action(s) were not run\n")
      }
      return .success
    case .notSubmitted(let rejection):
      var note = "signup: the script ended without a valid submit"
      if let rejection {
        note += "; the last submit was refused:\n" + rejection.message(in: language)
      }
      StandardStream.error.write(note + "\n")
      return .notSignedUp
    case .encodingFailed(let reason):
      StandardStream.error.write("signup: cannot write the request as JSON: \(reason)\n")
      return .cannotRun
    }
  }
}
