import SignUp
import SignUpProgram
import TerminalUI

/// The screen's words in one language: the form's (title, placeholders, hint: `FormTexts`, shared with the window),
/// the terminal's own (key help, the too-small notice). Field names, gender labels and field messages come from the
/// SignUp module, notices from `FormNotice`.
struct ScreenTexts: Hashable, Sendable {
  /// The language of the texts.
  let language: Language

  private var form: FormTexts { FormTexts(language: language) }

  /// The form's title.
  var title: String { form.title }

  /// The sign-up button's title.
  var submit: String { SignUpButton.submit.title(in: language) }
  /// The sign-up button's title while a request is in flight.
  var submitInFlight: String { SignUpButton.submit.configuration(for: .busy, language: language).title }

  /// A field's label.
  /// - Parameter kind: The field.
  func label(_ kind: TextFieldKind) -> String { kind.signUpField.label(in: language) }

  /// The gender group's label.
  var genderLabel: String { SignUpField.gender.label(in: language) }

  /// A gender button's title.
  /// - Parameter gender: The button.
  func option(_ gender: Gender) -> String { gender.label(in: language) }

  /// The dimmed text of an empty field.
  /// - Parameter kind: The field.
  func placeholder(_ kind: TextFieldKind) -> String { form.placeholder(kind.signUpField) }

  /// The line under the gender buttons.
  var genderHint: String { form.genderHint }

  /// The key help, two lines.
  var helpLines: [String] {
    switch language {
    case .korean:
      return [
        "Tab/Shift-Tab 다음/이전 칸   Left/Right 남자/여자",
        "Space/Enter 누르기   마우스로 클릭   Esc/Ctrl-C 취소",
      ]
    case .english:
      return [
        "Tab/Shift-Tab next/previous   Left/Right Male/Female",
        "Space/Enter press   mouse: click   Esc/Ctrl-C cancel",
      ]
    }
  }

  /// The notice shown instead of the form when the terminal is too small.
  /// - Parameters:
  ///   - required: The size the form needs.
  ///   - available: The terminal's size.
  func tooSmall(required: TerminalSize, available: TerminalSize) -> String {
    switch language {
    case .korean: return "터미널이 너무 작습니다: \(required) 필요, 지금 \(available)"
    case .english: return "Terminal too small: need \(required), have \(available)"
    }
  }
}
