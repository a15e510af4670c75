import Selection
import SignUp
import SignUpProgram
import TerminalUI

extension SignUpScreenModel {
  /// Applies one action to the screen's own state and returns what the binding must send to the view model.
  ///
  /// The focus is the view model's (``FormSnapshot/focus``): the screen reads it to route keys and draws it, and
  /// a focus move is an effect, a command the view model applies.
  ///
  /// Every action but typed text clears the status notice (so a notice about input dropped in the middle of typed
  /// text stays on screen); the mouse's pressed button stays only between a press and its release. Cancel on a
  /// form with something in it asks once more (`LeaveGuard`, the rule the window follows too: "press Esc again to
  /// leave"); a second cancel right after it leaves, any other action disarms it. A click (press then release on
  /// the same button) taps a gender button or presses sign-up; a press on a field focuses it and places the
  /// cursor. Text reaches a field only through `FieldInput`, the policy both faces share: what it removes or leaves
  /// out is said on the status line.
  ///
  /// ```swift
  /// var model = SignUpScreenModel(language: .korean)
  /// model.handle(.edit(.nickname, .text("새싹")))  // [.sendText(.nickname, "새싹")]
  /// model.handle(.tap(.male))                       // [.tap(.male)] (the view model focuses 남자 too)
  /// ```
  /// - Returns: The effects, in the order to perform them.
  mutating func handle(_ action: ScreenAction) -> [ScreenEffect] {
    if case .edit(_, .text) = action {
      // Typing keeps the notice: bytes dropped in the middle of typed text are still reported.
    } else {
      notice = nil
    }
    let held = pressed
    pressed = nil
    if !action.isCancel { leaving.disarm() }
    switch action {
    case .cancel(let way):
      switch leaving.request(way, hasInput: hasInput, isSigningUp: form.isSigningUp) {
      case .leave:
        return [.cancel]
      case .confirm(let confirmation):
        notice = confirmation
        return []
      case .waitForSignUp:
        // Leaving now would say "not signed up" of an account the store may be creating.
        notice = .signUpInFlight
        return []
      }
    case .suspend:
      return []
    case .typedOutsideField:
      notice = .typingIgnored
      return []
    case .invalidInput:
      notice = .invalidTextDropped
      return []
    case .moveFocus(let direction):
      return [.focus(direction == .forward ? .next : .previous)]
    case .edit(let kind, let event):
      return focus(FocusStop(kind)) + edit(kind, with: event)
    case .gender(let command):
      return focus(.gender) + gender(command)
    case .pressSubmit:
      return focus(.submit) + [.submit]
    case .pointerDown(let target):
      return pointerDown(on: target)
    case .pointerUp(let target):
      guard let held, held == target else { return [] }
      switch held {
      case .option(let gender): return [.tap(gender)]
      case .submit: return [.submit]
      case .label, .genderLabel, .field: return []
      }
    case .replaceText(let kind, let text):
      let insertion = FieldInput.insertion(of: text, into: kind.signUpField, existing: "")
      notice = insertion.notice
      return focus(FocusStop(kind)) + change(kind) { $0.replaceText(with: insertion.text) }
    case .focusField(let kind):
      texts[kind].moveToEnd()
      return focus(FocusStop(kind))
    case .tap(let gender):
      return [.tap(gender)]
    case .submit:
      return focus(.submit) + [.submit]
    }
  }

  /// Shows a refused sign-up: a notice on the status line (the view model moves the focus to the first field
  /// with a problem).
  /// - Parameter error: The form's problems, from the view model's submission signal.
  mutating func showRejection(_ error: SignUpFormError) {
    notice = .checkFields(error.problems.map(\.field))
  }

  /// Shows a sign-up the store could not take: a notice on the status line; every field keeps its text.
  /// - Parameter error: Why the store could not answer.
  mutating func showFailure(_ error: AccountStoreError) {
    notice = .signUpFailed(error)
  }

  /// Scrolls each field so its cursor is visible in the width the layout gave it.
  /// - Parameter widths: Each field's width in columns.
  mutating func keepCursorsVisible(widths: TextFieldValues<Int>) {
    for kind in TextFieldKind.allCases {
      texts[kind].scrollToCursor(visibleWidth: widths[kind])
    }
  }

  private mutating func pointerDown(on target: PointerTarget) -> [ScreenEffect] {
    switch target {
    case .label(let kind):
      return focus(FocusStop(kind))
    case .genderLabel:
      return focus(.gender)
    case .field(let kind, let offset, let width):
      let effects = focus(FocusStop(kind))
      texts[kind].placeCursor(atColumn: offset, visibleWidth: width)
      return effects
    case .option(let gender):
      pressed = target
      return focusedGender == gender ? [] : [.focus(.focusGender(gender))]
    case .submit:
      pressed = target
      return focus(.submit)
    }
  }

  /// Asks the view model to focus a stop unless it already has focus.
  private func focus(_ stop: FocusStop) -> [ScreenEffect] {
    focus == stop ? [] : [.focus(.focus(stop))]
  }

  /// A key on the gender group: an arrow moves the focus, Space or Enter taps the focused button (the group's tab
  /// stop when the focus is only entering it, with the same action).
  private func gender(_ command: SelectionCommand<Gender>) -> [ScreenEffect] {
    switch command {
    case .navigate(let key): return [.focus(.navigate(key))]
    case .activateFocused: return (focusedGender ?? form.gender.tabStop).map { [.tap($0)] } ?? []
    case .tap(let gender): return [.tap(gender)]
    default: return []
    }
  }

  /// Applies an editing event: typed text and pastes go through `FieldInput` (typed text keeps the notice unless
  /// it has one of its own, and typing on into a full field adds to its count; a paste always sets it); keys move
  /// the cursor or delete.
  private mutating func edit(_ kind: TextFieldKind, with event: InputEvent) -> [ScreenEffect] {
    let typed: String?
    switch event {
    case .text(let text): typed = text
    case .key(let key) where key.code == .space && (key.modifiers.isEmpty || key.modifiers == .shift): typed = " "
    case .paste(let paste):
      let insertion = FieldInput.insertion(
        of: paste.text, into: kind.signUpField, existing: texts[kind].text, alreadyDropped: paste.droppedCount,
        invalidSequences: paste.invalidSequenceCount, alreadyDroppedScalars: paste.droppedScalarCount,
        cutByScalars: paste.isCutByScalars)
      notice = insertion.notice
      return change(kind) { $0.insert(insertion.text) }
    default: typed = nil
    }
    guard let typed else { return change(kind) { $0.handle(event) } }
    let insertion = FieldInput.insertion(of: typed, into: kind.signUpField, existing: texts[kind].text)
    if let typedNotice = insertion.notice { notice = notice.map { $0.followed(by: typedNotice) } ?? typedNotice }
    return change(kind) { $0.insert(insertion.text) }
  }

  /// Changes a field and reports its new text when it changed.
  private mutating func change(_ kind: TextFieldKind, _ edit: (inout TextFieldModel) -> TextFieldEdit) -> [ScreenEffect]
  {
    let before = texts[kind].text
    _ = edit(&texts[kind])
    let after = texts[kind].text
    return after == before ? [] : [.sendText(kind, after)]
  }
}
