import CGtk
import Foundation
import RxGTK
import SignUp

/// The `signup-gtk` command: parses the arguments, opens the window, runs GTK's main loop (which also runs the
/// main dispatch queue, for `MainScheduler`), and writes the request.
public enum SignupGTKProgram {
  /// Runs the command.
  /// - Parameters:
  ///   - arguments: The arguments without the program name.
  ///   - environment: The process environment.
  /// - Returns: The exit status.
  public static func run(arguments: [String], environment: [String: String]) -> GTKExitStatus {
    let command: SignupGTKCommand
    do {
      command = try SignupGTKCommand(arguments: arguments, environment: environment)
    } catch {
      OutputStream.error.write("signup-gtk: \(error)\n\(SignupGTKCommand.usage)\n")
      return .cannotRun
    }
    guard case .window(let language) = command else {
      OutputStream.output.write(SignupGTKCommand.usage + "\n")
      return .success
    }
    guard GTKSetUp.start() else {
      OutputStream.error.write("signup-gtk: cannot open a display (is DISPLAY or WAYLAND_DISPLAY set?)\n")
      return .cannotRun
    }
    let styleSheet = StyleSheet(css: SignUpStyleSheet.css)
    styleSheet.install()
    let loop = MainLoop()
    var outcome = WindowOutcome.cancelled
    let window = SignUpWindow(language: language, today: { CalendarDay(date: Date(), timeZone: .current) }) {
      outcome = $0
      loop.quit()
    }
    window.present()
    loop.run()
    return write(outcome, language: language)
  }

  private static func write(_ outcome: WindowOutcome, language: Language) -> GTKExitStatus {
    guard case .submitted(let request) = outcome else {
      OutputStream.error.write(language == .korean ? "signup-gtk: 취소했습니다 (cancelled).\n" : "signup-gtk: cancelled.\n")
      return .notSignedUp
    }
    let json: String
    do {
      json = String(decoding: try request.jsonData(), as: UTF8.self)
    } catch {
      OutputStream.error.write("signup-gtk: cannot write the request as JSON: \(error)\n")
      return .writeFailed
    }
    signal(SIGPIPE, SIG_IGN)
    if let failure = OutputStream.output.write(json + "\n") {
      let reason = failure == 0 ? "nothing was written" : String(cString: strerror(failure))
      OutputStream.error.write("signup-gtk: cannot write the request to standard output: \(reason)\n")
      return .writeFailed
    }
    return .success
  }
}
