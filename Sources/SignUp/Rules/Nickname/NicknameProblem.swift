import Foundation

/// Why a nickname was rejected.
public enum NicknameProblem: Error, Hashable, Sendable, LocalizedMessage, CustomStringConvertible, LocalizedError {
  /// Nothing but whitespace was typed.
  case required
  /// The trimmed nickname has `length` characters, more than `Nickname.maximumLength`.
  case tooLong(length: Int)
  /// The nickname contains a control, line/paragraph separator or bidi formatting character (the first one found).
  case forbiddenCharacter(Unicode.Scalar)
  /// The nickname is made only of invisible characters (U+200B, U+3164, …), perhaps with spaces.
  case invisibleOnly
  /// The nickname starts or ends with an invisible character (the one found).
  case invisibleAtEdge(Unicode.Scalar)

  /// The message for this problem.
  ///
  /// - Parameter language: The language to write the message in.
  /// - Returns: A sentence telling the user what to fix.
  public func message(in language: Language) -> String {
    let limit = Nickname.maximumLength
    switch (self, language) {
    case (.required, .korean):
      return "닉네임을 입력해 주세요."
    case (.required, .english):
      return "Please enter a nickname."
    case (.tooLong(let length), .korean):
      return "닉네임은 \(limit)자 이하로 입력해 주세요. (현재 \(length)자)"
    case (.tooLong(let length), .english):
      return "Nickname must be at most \(limit) characters (now \(length))."
    case (.forbiddenCharacter(let scalar), .korean):
      return "닉네임에 사용할 수 없는 문자(\(scalar.codePointText))가 있습니다."
    case (.forbiddenCharacter(let scalar), .english):
      return "Nickname contains a character that is not allowed (\(scalar.codePointText))."
    case (.invisibleOnly, .korean):
      return "닉네임에 보이는 글자가 없습니다. 보이는 글자로 입력해 주세요."
    case (.invisibleOnly, .english):
      return "Nickname has no visible character; please enter one you can see."
    case (.invisibleAtEdge(let scalar), .korean):
      return "닉네임의 처음이나 끝에 보이지 않는 문자(\(scalar.codePointText))가 있습니다."
    case (.invisibleAtEdge(let scalar), .english):
      return "Nickname starts or ends with an invisible character (\(scalar.codePointText))."
    }
  }

  /// The English message, for logs and `print`.
  public var description: String { message(in: .english) }

  /// The English message, for `localizedDescription`.
  public var errorDescription: String? { description }
}
