import SignUp
import SignUpProgram
import TerminalUI

/// Everything the sign-up screen draws, as a plain value.
///
/// Two parts, each kept once. ``form`` is the view model's state (field states, the gender selection, the keyboard
/// focus, whether sign-up is enabled), written only by `SignUpScreenBinding`. The rest is the terminal's own: the
/// texts being edited (cursor, scrolling), the button held down with the mouse, the status notice, the armed
/// cancel; changed by `handle(_:)` (see `SignUpScreenModel+Actions.swift`).
struct SignUpScreenModel: Equatable, Sendable {
  /// The language of every text on the screen.
  let language: Language

  /// The view model's state, as last delivered.
  var form = FormSnapshot.initial

  /// The three fields' editing state (text, cursor, scrolling).
  var texts = TextFieldValues { _ in TextFieldModel() }
  /// The button held down with the mouse, drawn pressed until the button is released.
  var pressed: PointerTarget?
  /// The status line's message, if any.
  var notice: FormNotice?
  /// The rule for leaving a form with input, shared with the window: armed by a cancel that asked for
  /// confirmation, so the next cancel leaves.
  var leaving = LeaveGuard()

  /// Makes the initial screen: empty fields, focus on the nickname.
  /// - Parameter language: The screen's language.
  init(language: Language) {
    self.language = language
  }

  /// The focused stop, as the view model says.
  var focus: FocusStop { form.focus.stop }

  /// The gender button with keyboard focus (`nil` when focus is outside the group), as the view model says.
  var focusedGender: Gender? { form.focus.gender }

  /// Whether leaving would lose something: a field has text or a gender is selected.
  var hasInput: Bool {
    LeaveGuard.hasInput(
      texts: TextFieldKind.allCases.map { texts[$0].text }, hasGender: form.gender.selectedOption != nil)
  }

  /// Whether a gender button is on.
  /// - Parameter gender: The button.
  func isSelected(_ gender: Gender) -> Bool { form.gender.isSelected(gender) }
}
