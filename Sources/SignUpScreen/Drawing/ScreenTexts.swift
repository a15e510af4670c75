import SignUp

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
  /// - Parameter notice: The notice.
  func message(for notice: ScreenNotice) -> String {
    switch (notice, language) {
    case (.checkFields, .korean):
      return "입력 내용을 확인해 주세요."
    case (.checkFields(let count), .english):
      return count == 1 ? "Please check the field marked above." : "Please check the \(count) fields marked above."
    case (.pasteTruncated(let limit), .korean):
      return "붙여넣은 내용이 너무 길어 앞의 \(limit)자만 넣었습니다."
    case (.pasteTruncated(let limit), .english):
      return "The paste was too long: only its first \(limit) characters were used."
    case (.fieldFull(let kind, let limit, let dropped), .korean):
      return "\(label(kind)): 최대 \(limit)자까지 입력됩니다. (\(dropped)자 제외)"
    case (.fieldFull(let kind, let limit, let dropped), .english):
      return "\(label(kind)) takes at most \(limit) characters (\(dropped) left out)."
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
