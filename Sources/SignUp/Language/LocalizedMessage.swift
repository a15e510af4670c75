/// Something that can describe itself to the user in each supported language.
///
/// ```swift
/// NicknameProblem.required.message(in: .korean)  // "닉네임을 입력해 주세요."
/// ```
public protocol LocalizedMessage {
  /// The text to show the user.
  ///
  /// - Parameter language: The language to write the text in.
  /// - Returns: A complete sentence in that language.
  func message(in language: Language) -> String
}
