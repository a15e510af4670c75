import Foundation
import SignUp
import SignUpProgram
import TerminalUI

/// The `signup` command: SignUpProgram's start (arguments, `--help`, `--version`), then the account store, the
/// interactive screen or a script, then the outcome's delivery (the account's JSON on standard output, notes on
/// standard error, the exit status).
///
/// Every message is in the language of `--lang` (or the environment's), and quotes user data escaped. Exit status
/// 0 means the JSON (or the help) really was written: a failed write of standard output is reported on standard
/// error with status 3 (`ExitStatus.outputFailed`).
public enum SignupProgram {
  /// The clock for the age rule: today in the local time zone.
  static let today: @Sendable () -> CalendarDay = { CalendarDay(date: Date(), timeZone: .current) }

  /// Runs the command; call SignUpProgram's `StandardDescriptors.secure()` first, and pass what it found.
  /// - Parameters:
  ///   - arguments: The arguments without the program name.
  ///   - environment: The process environment.
  ///   - closed: The standard descriptors that were closed at start.
  /// - Returns: The exit status.
  public static func run(
    arguments: [String], environment: [String: String], closed: StandardDescriptors.Closed
  ) -> ExitStatus {
    run(
      arguments: arguments, environment: environment, launch: ProgramLaunch(face: .terminal, closed: closed),
      isInputClosed: closed.contains(.input))
  }

  static func run(
    arguments: [String], environment: [String: String], launch: ProgramLaunch, isInputClosed: Bool = false
  ) -> ExitStatus {
    switch launch.start(arguments: arguments, environment: environment) {
    case .finished(let status):
      return status
    case .run(let language, let script, let accounts):
      let open = { () throws(AccountStoreOpening.Failure) -> any AccountStore in
        try AccountStoreOpening.open(accounts, environment: environment, language: language)
      }
      let outcome: SignUpOutcome
      if let script {
        outcome = runScript(script, language: language, launch: launch, isInputClosed: isInputClosed, open: open)
      } else {
        outcome = runInteractive(language: language, environment: environment, open: open)
      }
      return outcome.deliver(face: .terminal, language: language, output: launch.output, errors: launch.errors)
    }
  }

  private static func runInteractive(
    language: Language, environment: [String: String],
    open: () throws(AccountStoreOpening.Failure) -> any AccountStore
  ) -> SignUpOutcome {
    let texts = TerminalTexts(language: language)
    let term = environment["TERM"]
    guard let term, !term.isEmpty, term != "dumb" else {
      return .cannotRun(message: texts.terminalCannotDraw(term: term))
    }
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else {
      return .cannotRun(message: texts.screenNeedsNewerSystem)
    }
    let store: any AccountStore
    do {
      store = try open()
    } catch {
      return .cannotRun(message: error.message(ProgramTexts(face: .terminal, language: language)))
    }
    return InteractiveScreen.run(language: language, today: today, store: store)
  }

  private static func runScript(
    _ source: ScriptSource, language: Language, launch: ProgramLaunch, isInputClosed: Bool,
    open: () throws(AccountStoreOpening.Failure) -> any AccountStore
  ) -> SignUpOutcome {
    if source == .standardInput, !isInputClosed, isatty(0) == 1 {
      launch.errors.writeNote(TerminalTexts(language: language).readingScriptFromTerminal + "\n")
    }
    let steps: [ScriptStep]
    do {
      let text = try ScriptReading.text(of: source, language: language, isInputClosed: isInputClosed)
      steps = try ScriptParser.parse(text, source: source.displayName(in: language))
    } catch {
      return .cannotRun(message: error.message(in: language))
    }
    // The script is read and parsed before the store is opened, so a bad script makes no file.
    let store: any AccountStore
    do {
      store = try open()
    } catch {
      return .cannotRun(message: error.message(ProgramTexts(face: .terminal, language: language)))
    }
    return ScriptPlayback.play(
      steps, language: language, today: today, store: store,
      write: { text throws(OutputError) in try launch.output.write(text) }, note: launch.errors.writeNote)
  }
}
