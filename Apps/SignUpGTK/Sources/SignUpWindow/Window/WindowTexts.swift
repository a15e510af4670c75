import SignUp

/// The window's own words (title, placeholders, hint, notice), the same as the terminal screen's; field names,
/// button titles and field messages come from the SignUp module.
struct WindowTexts: Hashable, Sendable {
  /// The language of the texts.
  let language: Language

  /// The window's title and heading.
  var title: String {
    switch language {
    case .korean: return "새싹 회원가입"
    case .english: return "Sprout sign-up"
    }
  }

  /// The dimmed text of an empty entry.
  func placeholder(_ field: SignUpField) -> String {
    switch (field, language) {
    case (.nickname, .korean): return "\(Nickname.maximumLength)자 이하"
    case (.nickname, .english): return "up to \(Nickname.maximumLength) characters"
    case (.email, _): return "name@example.com"
    case (.birthDate, _): return "YYYY-MM-DD"
    case (.gender, _): return ""
    }
  }

  /// The line under the gender buttons.
  var genderHint: String {
    switch language {
    case .korean: return "선택 사항, 한 번 더 누르면 해제"
    case .english: return "Optional; press again to clear"
    }
  }

  /// The notice after a refused sign-up.
  func checkFields(count: Int) -> String {
    switch language {
    case .korean: return "입력 내용을 확인해 주세요."
    case .english:
      return count == 1 ? "Please check the field marked above." : "Please check the \(count) fields marked above."
    }
  }
}
