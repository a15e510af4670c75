import RxCore
import SignUp
import SignUpProgram
import TerminalUI

/// Plays a script through a `TerminalFace` (the interactive screen's model, view model and drawing) and prints
/// the screen as plain text after each action.
///
/// Output (all on standard output, so it stays machine-usable): for each action a separator line
/// `--- line N: ACTION` and the screen's rows (60 columns, trailing spaces removed, an empty field's placeholder
/// inside `‹ ›`). Each action's asynchronous work (the nickname check after its pause, a sign-up) is finished
/// before its screen is printed and the next action is played, so a script plays the same way every time. A submit
/// the store takes ends the script; the program then writes the account's JSON as the last line. A refused submit
/// (a rule, or a nickname or email taken) leaves the field messages in the printed screen. A script whose last
/// attempt the store could not take (locked past its timeout, read-only, a full disk) ends as `.cannotRun`.
///
/// ```swift
/// let outcome = ScriptPlayback.play(steps, language: .korean, today: clock, write: output.write, note: errors.writeNote)
/// ```
enum ScriptPlayback {
  /// The separator printed before each screen.
  /// - Parameter step: The action just played.
  /// - Returns: For example `--- line 2: tap male`.
  static func separator(for step: ScriptStep) -> String {
    "--- line \(step.line): " + EchoedText.shown(step.text.drop { $0 == " " || $0 == "\t" })
  }

  /// Plays the steps in order until the end or a valid submit.
  /// - Parameters:
  ///   - steps: The parsed script.
  ///   - language: The screen's language.
  ///   - today: The clock for the age rule.
  ///   - store: Where nicknames are checked and accounts created.
  ///   - checkDelay: The pause after typing before the nickname is checked (the view model's by default).
  ///   - write: Receives the screens (standard output), in pieces that each end with a newline.
  ///   - note: Receives the note about actions left after a sign-up (standard error).
  /// - Returns: `.signedUp`, `.notSignedUp` with the last refusal, `.outputFailed` when a screen could not be
  ///   written (playing stops there), or `.cannotRun` when the store failed the last attempt or did not answer.
  static func play(
    _ steps: [ScriptStep], language: Language, today: @escaping () -> CalendarDay, store: any AccountStore,
    checkDelay: RxTimeInterval = SignUpViewModel.checkDelay, write: (String) throws(OutputError) -> Void,
    note: (String) -> Void
  ) -> SignUpOutcome {
    let face = TerminalFace(language: language, today: today, store: store, checkDelay: checkDelay)
    let texts = ProgramTexts(face: .terminal, language: language)
    for (index, step) in steps.enumerated() {
      guard face.perform(step.action) else {
        return .cannotRun(message: texts.storeDidNotAnswer(line: step.line, limit: TerminalFace.storeAnswerLimit))
      }
      do {
        try write(separator(for: step) + "\n" + face.screenText + "\n")
      } catch {
        return .outputFailed(error)
      }
      if let outcome = face.outcome {
        let skipped = steps.count - index - 1
        if skipped > 0 {
          note(texts.signedUpEarly(line: step.line, skipped: skipped) + "\n")
        }
        return outcome
      }
    }
    if let failure = face.lastFailure { return .cannotRun(message: texts.storeFailed(failure)) }
    return .notSignedUp(lastRejection: face.lastRejection)
  }
}
