import SignUp
import TerminalUI

/// Plays a script through the same screen model, view model and drawing as the interactive screen, and prints
/// the screen as plain text after each action.
///
/// Output (all on standard output, so it stays machine-usable): for each action a separator line
/// `--- line N: ACTION` and the screen's rows (60 columns, trailing spaces removed, an empty field's placeholder
/// inside `‹ ›`); after a valid submit, the
/// request's JSON as the last line. An invalid submit leaves the field messages in the printed screen.
///
/// ```swift
/// let result = try ScriptPlayback.play(steps, language: .korean, today: clock) { print($0, terminator: "") }
/// ```
enum ScriptPlayback {
  /// The width of the printed screen.
  static let screenWidth = 60

  /// The separator printed before each screen.
  /// - Parameter step: The action just played.
  /// - Returns: For example `--- line 2: tap male`.
  static func separator(for step: ScriptStep) -> String {
    "--- line \(step.line): " + DisplaySanitizer.escaped(String(step.text.drop { $0 == " " || $0 == "\t" }))
  }

  /// Plays the steps in order until the end or a valid submit.
  /// - Parameters:
  ///   - steps: The parsed script.
  ///   - language: The screen's language.
  ///   - today: The clock for the age rule.
  ///   - write: Receives the output, in pieces that each end with a newline.
  /// - Returns: How the script ended.
  /// - Throws: What `write` throws; playing stops there.
  static func play(
    _ steps: [ScriptStep], language: Language, today: @escaping () -> CalendarDay,
    write: (String) throws(OutputError) -> Void
  ) throws(OutputError) -> ScriptResult {
    let binding = SignUpScreenBinding(language: language, today: today)
    let layout = SignUpScreenLayout.formLayout(language: language)
    let size = TerminalSize(columns: screenWidth, rows: layout.minimumSize.rows)
    for (index, step) in steps.enumerated() {
      binding.handle(step.action.screenAction)
      var frame = SignUpScreenDrawing.frame(for: binding.model, size: size, marksPlaceholders: true)
      if let form = frame.form {
        binding.keepCursorsVisible(widths: SignUpScreenLayout.fieldWidths(in: form))
        frame = SignUpScreenDrawing.frame(for: binding.model, size: size, marksPlaceholders: true)
      }
      try write(separator(for: step) + "\n" + PlainTextScreen.text(of: frame.buffer) + "\n")
      if case .submitted(let request) = binding.outcome {
        let json: String
        do {
          json = String(decoding: try request.jsonData(), as: UTF8.self)
        } catch {
          return .encodingFailed(String(describing: error))
        }
        try write(json + "\n")
        return .submitted(request, json: json, line: step.line, skippedActions: steps.count - index - 1)
      }
    }
    return .notSubmitted(lastRejection: binding.lastRejection)
  }
}
