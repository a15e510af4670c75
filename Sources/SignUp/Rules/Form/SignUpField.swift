/// One field of the sign-up form, in screen order.
public enum SignUpField: CaseIterable, Hashable, Sendable {
  /// The nickname text field.
  case nickname
  /// The email text field.
  case email
  /// The birth date text field (`YYYY-MM-DD`).
  case birthDate
  /// The two linked toggle buttons 남자/여자 (none allowed).
  case gender

  /// The field's title, for a label or a terminal prompt.
  ///
  /// - Parameter language: The language of the title.
  /// - Returns: For example `닉네임` or `Nickname`.
  public func label(in language: Language) -> String {
    switch (self, language) {
    case (.nickname, .korean): return "닉네임"
    case (.nickname, .english): return "Nickname"
    case (.email, .korean): return "이메일"
    case (.email, .english): return "Email"
    case (.birthDate, .korean): return "생년월일"
    case (.birthDate, .english): return "Birth date"
    case (.gender, .korean): return "성별"
    case (.gender, .english): return "Gender"
    }
  }
}
