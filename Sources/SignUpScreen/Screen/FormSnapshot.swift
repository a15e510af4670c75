import Selection
import SignUp

/// What `SignUpViewModel` says the form is, as last delivered: the one place the screen reads the view model's
/// state from. Only `SignUpScreenBinding` writes it, from one Driver; the screen never changes it itself.
struct FormSnapshot: Equatable, Sendable {
  /// Each text field's state and message.
  var fieldStates: TextFieldValues<FieldState>
  /// The gender group: which button is selected.
  var gender: SelectionGroup<Gender>
  /// Where the keyboard focus is (the view model keeps it; the screen draws it and routes keys by it).
  var focus: SignUpFocus
  /// Whether the form is complete and valid, for the sign-up button's look.
  var isSubmitEnabled: Bool
  /// Whether a sign-up request is in flight (the button shows progress).
  var isSigningUp: Bool
  /// Whether the view model waits for the store (a nickname check or a sign-up).
  var isWaitingForStore: Bool

  /// The view model's state before any input: empty fields, no gender, not submittable.
  static let initial = FormSnapshot(
    fieldStates: TextFieldValues(repeating: .empty), gender: GenderSelectionViewModel.initialGroup(),
    focus: .initial, isSubmitEnabled: false, isSigningUp: false, isWaitingForStore: false)
}
