import SignUp

/// The form's own words in one language, the same in the terminal and the window: the title, the placeholders,
/// the line under the gender buttons. Field names, button titles and field messages come from SignUp; notices from
/// ``FormNotice``.
///
/// ```swift
/// FormTexts(language: .korean).placeholder(.nickname)  // "10자 이하"
/// ```
public struct FormTexts: Hashable, Sendable {
  /// The language of the texts.
  public let language: Language

  /// Makes the texts of one language.
  public init(language: Language) {
    self.language = language
  }

  /// The form's title (the window's title too).
  public var title: String {
    switch language {
    case .korean: return "새싹 회원가입"
    case .english: return "Sprout sign-up"
    }
  }

  /// The dimmed text of an empty field.
  /// - Parameter field: The field (`""` for the gender group).
  public func placeholder(_ field: SignUpField) -> String {
    switch (field, language) {
    case (.nickname, .korean): return "\(Nickname.maximumLength)자 이하"
    case (.nickname, .english): return "up to \(Nickname.maximumLength) characters"
    case (.email, _): return "name@example.com"
    case (.birthDate, _): return "YYYY-MM-DD"
    case (.gender, _): return ""
    }
  }

  /// The line under the gender buttons.
  public var genderHint: String {
    switch language {
    case .korean: return "선택 사항, 한 번 더 누르면 해제"
    case .english: return "Optional; press again to clear"
    }
  }
}
