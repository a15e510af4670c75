import CGtk
import Foundation
import RxGTK
import SignUp
import SignUpProgram

/// The `signup-gtk` command: SignUpProgram's start (arguments, `--help`, `--version`, a closed standard output),
/// then the window on GTK's main loop (which also runs the main dispatch queue, for `MainScheduler`), then the
/// outcome's delivery, as `signup` does.
public enum SignupGTKProgram {
  /// Runs the command; call `StandardDescriptors.secure()` first (before GTK opens anything), and pass what it
  /// found.
  /// - Parameters:
  ///   - arguments: The arguments without the program name.
  ///   - environment: The process environment.
  ///   - closed: The standard descriptors that were closed at start.
  /// - Returns: The exit status.
  public static func run(
    arguments: [String], environment: [String: String], closed: StandardDescriptors.Closed
  ) -> ExitStatus {
    let launch = ProgramLaunch(face: .window, closed: closed)
    switch launch.start(arguments: arguments, environment: environment) {
    case .finished(let status):
      return status
    case .run(let language, _, let accounts):
      let outcome = runWindow(language: language, accounts: accounts, environment: environment, errors: launch.errors)
      return outcome.deliver(face: .window, language: language, output: launch.output, errors: launch.errors)
    }
  }

  private static func runWindow(
    language: Language, accounts: AccountStoreChoice, environment: [String: String], errors: StandardStream
  ) -> SignUpOutcome {
    let texts = WindowTexts(language: language)
    guard GTKSetUp.start(programName: "signup-gtk", applicationName: FormTexts(language: language).title) else {
      return .cannotRun(message: texts.noDisplay)
    }
    let store: any AccountStore
    do {
      store = try AccountStoreOpening.open(accounts, environment: environment, language: language)
    } catch {
      return .cannotRun(message: error.message(ProgramTexts(face: .window, language: language)))
    }
    let styleSheet = StyleSheet(css: SignUpStyleSheet.css)
    styleSheet.install()
    let loop = MainLoop()
    var outcome = SignUpOutcome.cancelled
    let window = SignUpWindow(
      language: language, today: { CalendarDay(date: Date(), timeZone: .current) }, store: store
    ) {
      outcome = $0
      loop.quit()
    }
    if !window.checkHangulFont() { errors.writeNote(texts.noHangulFont + "\n") }
    let interrupts = MainLoop.handleSignal(SIGINT) { window.interrupt() }
    defer { interrupts.dispose() }
    window.present()
    loop.run()
    return outcome
  }
}
