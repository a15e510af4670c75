import TerminalUI

/// Maps decoded terminal input to screen actions, given where focus is and where the widgets are.
///
/// | Input | Action |
/// | --- | --- |
/// | Esc, Ctrl-C | cancel (asks once more when something was typed) |
/// | Ctrl-Z | suspend |
/// | Tab, Down / Shift-Tab, Up | next / previous stop |
/// | Enter in a text field | next stop |
/// | anything else in a text field | edit it (text, paste, Backspace, Delete, arrows, Home, End, readline keys) |
/// | Left, Right, Home, End on the gender group | move between 남자 and 여자 |
/// | Space, Enter on the gender group | toggle the focused button |
/// | Space, Enter on sign-up | press it |
/// | left mouse button | press / release on the widget under it |
/// | text or a paste on the gender group or sign-up | a notice that it went nowhere |
/// | bytes that are not UTF-8 | a notice that they were left out |
///
/// While the terminal is too small for the form (`form` is `nil`) only cancel and suspend do anything.
enum KeyMap {
  /// The action for one input event, or `nil` when the event means nothing here.
  /// - Parameters:
  ///   - event: The decoded event.
  ///   - focus: The focused stop.
  ///   - form: The laid-out form, for the mouse (`nil` while the terminal is too small).
  /// - Returns: The action.
  static func action(for event: InputEvent, focus: FocusStop, form: LaidOutForm?) -> ScreenAction? {
    if case .key(let key) = event {
      switch key {
      case Key(.escape): return .cancel(.escape)
      case .ctrl("c"): return .cancel(.interrupt)
      case .ctrl("z"): return .suspend
      default: break
      }
    }
    guard form != nil else { return nil }  // "terminal too small": nothing else changes anything
    if case .mouse(let mouse) = event {
      return pointerAction(for: mouse, form: form)
    }
    if case .invalidUTF8 = event { return .invalidInput }
    if case .key(let key) = event {
      switch key {
      case Key(.tab), Key(.down): return .moveFocus(.forward)
      case .shiftTab, Key(.up): return .moveFocus(.backward)
      default: break
      }
    }
    switch focus {
    case .nickname, .email, .birthDate:
      guard let field = focus.textField else { return nil }
      if event == .key(Key(.enter)) { return .moveFocus(.forward) }
      if case .unknown = event { return nil }
      return .edit(field, event)
    case .gender:
      if event.isTyping { return .typedOutsideField }
      guard case .key(let key) = event, key.modifiers.isEmpty else { return nil }
      switch key.code {
      case .left: return .gender(.navigate(.left))
      case .right: return .gender(.navigate(.right))
      case .home: return .gender(.navigate(.home))
      case .end: return .gender(.navigate(.end))
      case .space, .enter: return .gender(.activateFocused)
      default: return nil
      }
    case .submit:
      if event.isTyping { return .typedOutsideField }
      guard event == .key(Key(.space)) || event == .key(Key(.enter)) else { return nil }
      return .pressSubmit
    }
  }

  /// The action for a mouse report: left press and release only.
  private static func pointerAction(for mouse: MouseEvent, form: LaidOutForm?) -> ScreenAction? {
    guard mouse.button == .left else { return nil }
    let target = form.flatMap { SignUpScreenLayout.pointerTarget(in: $0, column: mouse.column, row: mouse.row) }
    switch mouse.action {
    case .press: return target.map(ScreenAction.pointerDown)
    case .release: return .pointerUp(target)
    case .motion: return nil
    }
  }
}

extension InputEvent {
  /// Whether this is typed text or a paste (which only a text field can take).
  fileprivate var isTyping: Bool {
    switch self {
    case .text, .paste: return true
    case .key, .mouse, .unknown, .invalidUTF8: return false
    }
  }
}
