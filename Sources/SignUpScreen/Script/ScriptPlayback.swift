import SignUp
import SignUpProgram
import TerminalUI

/// Plays a script through a `TerminalFace` (the interactive screen's model, view model and drawing) and prints
/// the screen as plain text after each action.
///
/// Output (all on standard output, so it stays machine-usable): for each action a separator line
/// `--- line N: ACTION` and the screen's rows (60 columns, trailing spaces removed, an empty field's placeholder
/// inside `‹ ›`). A valid submit ends the script; the program then writes the request's JSON as the last line. An
/// invalid submit leaves the field messages in the printed screen.
///
/// ```swift
/// let outcome = ScriptPlayback.play(steps, language: .korean, today: clock, write: output.write, note: errors.writeNote)
/// ```
enum ScriptPlayback {
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
  ///   - write: Receives the screens (standard output), in pieces that each end with a newline.
  ///   - note: Receives the note about actions left after a sign-up (standard error).
  /// - Returns: `.signedUp`, `.notSignedUp` with the last refusal, or `.outputFailed` when a screen could not be
  ///   written (playing stops there).
  static func play(
    _ steps: [ScriptStep], language: Language, today: @escaping () -> CalendarDay,
    write: (String) throws(OutputError) -> Void, note: (String) -> Void
  ) -> SignUpOutcome {
    let face = TerminalFace(language: language, today: today)
    for (index, step) in steps.enumerated() {
      face.perform(step.action)
      do {
        try write(separator(for: step) + "\n" + face.screenText + "\n")
      } catch {
        return .outputFailed(error)
      }
      if let outcome = face.outcome {
        let skipped = steps.count - index - 1
        if skipped > 0 {
          note(
            ProgramTexts(face: .terminal, language: language).signedUpEarly(line: step.line, skipped: skipped) + "\n")
        }
        return outcome
      }
    }
    return .notSignedUp(lastRejection: face.lastRejection)
  }
}
