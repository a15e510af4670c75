import SignUp
import TerminalUI

/// Everything the sign-up screen draws, as a plain value.
///
/// The view-model part (field states, the two gender buttons, the focused gender button, whether sign-up is
/// enabled) is written by `SignUpScreenBinding` from the view model's Drivers; the rest (texts being edited,
/// keyboard focus, the pressed button, the status notice) is the screen's own state, changed by
/// `handle(_:)` (see `SignUpScreenModel+Actions.swift`).
struct SignUpScreenModel: Hashable, Sendable {
  /// The language of every text on the screen.
  let language: Language

  // MARK: From the view model

  /// Each text field's state and message (`SignUpViewModel.Output.nickname`, `.email`, `.birthDate`).
  var fieldStates = TextFieldValues<FieldState>(repeating: .empty)
  /// Whether 남자 is on (`GenderSelectionViewModel.Output.maleSelected`).
  var isMaleSelected = false
  /// Whether 여자 is on (`GenderSelectionViewModel.Output.femaleSelected`).
  var isFemaleSelected = false
  /// The gender button with keyboard focus (`GenderSelectionViewModel.Output.focusedGender`).
  var focusedGender: Gender?
  /// Whether the form is complete and valid (`SignUpViewModel.Output.isSubmitEnabled`), for the button's look.
  var isSubmitEnabled = false

  // MARK: The screen's own state

  /// The three fields' editing state (text, cursor, scrolling).
  var texts = TextFieldValues { TextFieldModel(maximumLength: $0.maximumLength) }
  /// Keyboard focus.
  var focusRing = FocusRing()
  /// The button held down with the mouse, drawn pressed until the button is released.
  var pressed: PointerTarget?
  /// The status line's message, if any.
  var notice: ScreenNotice?
  /// Whether the last action was a cancel that asked for confirmation: the next cancel leaves.
  var isCancelArmed = false

  /// Makes the initial screen: empty fields, focus on the nickname.
  /// - Parameter language: The screen's language.
  init(language: Language) {
    self.language = language
  }

  /// The focused stop.
  var focus: FocusStop { focusRing.current }

  /// Whether leaving would lose something: a field has text or a gender is selected.
  var hasInput: Bool {
    TextFieldKind.allCases.contains { !texts[$0].text.isEmpty } || isMaleSelected || isFemaleSelected
  }

  /// Whether a gender button is on.
  /// - Parameter gender: The button.
  func isSelected(_ gender: Gender) -> Bool {
    gender == .male ? isMaleSelected : isFemaleSelected
  }
}
