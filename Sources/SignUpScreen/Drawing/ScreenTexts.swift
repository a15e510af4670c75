import SignUp
import TerminalUI

/// The screen's own words (title, placeholders, button, help, notices) in one language.
///
/// Field names, gender labels and field messages come from the SignUp module.
struct ScreenTexts: Hashable, Sendable {
  /// The language of the texts.
  let language: Language

  /// The form's title.
  var title: String {
    switch language {
    case .korean: return "새싹 회원가입"
    case .english: return "Sprout sign-up"
    }
  }

  /// The sign-up button's title.
  var submit: String { SignUpButton.submit.title(in: language) }

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
  func placeholder(_ kind: TextFieldKind) -> String {
    switch (kind, language) {
    case (.nickname, .korean): return "\(Nickname.maximumLength)자 이하"
    case (.nickname, .english): return "up to \(Nickname.maximumLength) characters"
    case (.email, _): return "name@example.com"
    case (.birthDate, _): return "YYYY-MM-DD"
    }
  }

  /// The line under the gender buttons.
  var genderHint: String {
    switch language {
    case .korean: return "선택 사항, 한 번 더 누르면 해제"
    case .english: return "Optional; press again to clear"
    }
  }

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

  /// The text of a status notice.
  func message(for notice: ScreenNotice) -> String {
    switch language {
    case .korean: return koreanMessage(for: notice)
    case .english: return englishMessage(for: notice)
    }
  }

  private func koreanMessage(for notice: ScreenNotice) -> String {
    switch notice {
    case .checkFields(let count):
      return count == 1 ? "위에 표시한 칸을 확인해 주세요." : "위에 표시한 \(count)개 칸을 확인해 주세요."
    case .pasteTruncated(let limit, let dropped):
      return "붙여넣은 내용이 너무 길어 앞의 \(limit)자만 넣었습니다. (\(dropped)자 제외)"
    case .fieldFull(let kind, let limit, let dropped):
      return "\(label(kind)): 최대 \(limit)자까지 입력됩니다. (\(dropped)자 제외)"
    case .controlCharactersRemoved(let count):
      return "붙여넣은 내용에서 제어 문자 \(count)개를 뺐습니다."
    case .invalidTextDropped:
      return "UTF-8이 아닌 입력은 넣지 않았습니다."
    case .typingIgnored:
      return "글자는 입력 칸에만 넣을 수 있습니다. Tab으로 칸을 옮기세요."
    case .confirmCancel:
      return "입력한 내용이 있습니다. 나가려면 Esc를 한 번 더 누르세요."
    }
  }

  private func englishMessage(for notice: ScreenNotice) -> String {
    switch notice {
    case .checkFields(let count):
      return count == 1 ? "Please check the field marked above." : "Please check the \(count) fields marked above."
    case .pasteTruncated(let limit, let dropped):
      return "The paste was too long: its first \(limit) characters were used (\(dropped) left out)."
    case .fieldFull(let kind, let limit, let dropped):
      return "\(label(kind)) takes at most \(limit) characters (\(dropped) left out)."
    case .controlCharactersRemoved(let count):
      return count == 1
        ? "1 control character was removed from the paste."
        : "\(count) control characters were removed from the paste."
    case .invalidTextDropped:
      return "Input that was not valid UTF-8 was left out."
    case .typingIgnored:
      return "Text goes into a text field: press Tab to move to one."
    case .confirmCancel:
      return "The form has input: press Esc again to leave."
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

  /// The note written to standard error when the user cancels.
  var cancelledNote: String {
    switch language {
    case .korean: return "signup: 취소했습니다 (cancelled)."
    case .english: return "signup: cancelled."
    }
  }
}
