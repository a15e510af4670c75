/// A button of the sign-up screen, whatever toolkit draws it.
///
/// ```swift
/// SignUpButton.submit.title(in: .korean)         // "가입하기"
/// SignUpButton.gender(.female).title(in: .korean)  // "여자"
/// ```
public enum SignUpButton: Hashable, Sendable {
  /// One of the two linked toggle buttons, 남자 or 여자.
  case gender(Gender)
  /// The sign-up button, 가입하기.
  case submit

  /// The button's title.
  /// - Parameter language: The language of the title.
  /// - Returns: `남자`/`여자`/`가입하기` in Korean, `Male`/`Female`/`Sign up` in English.
  public func title(in language: Language) -> String {
    switch (self, language) {
    case (.gender(let gender), _): return gender.label(in: language)
    case (.submit, .korean): return "가입하기"
    case (.submit, .english): return "Sign up"
    }
  }
}
