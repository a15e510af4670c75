import SignUp

/// One action of a `--script`.
enum ScriptAction: Hashable, Sendable {
  /// `type nickname|email|birth TEXT`: replace a field's text.
  case type(TextFieldKind, String)
  /// `tap male|female`: tap a gender button.
  case tap(Gender)
  /// `submit`: press the sign-up button.
  case submit

  /// The screen action that performs it.
  var screenAction: ScreenAction {
    switch self {
    case .type(let kind, let text): return .replaceText(kind, text)
    case .tap(let gender): return .tap(gender)
    case .submit: return .submit
    }
  }
}
