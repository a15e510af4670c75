import Foundation

/// Why a nickname was rejected.
public enum NicknameProblem: Error, Hashable, Sendable, LocalizedMessage, CustomStringConvertible, LocalizedError {
  /// Nothing but whitespace was typed.
  case required
  /// The trimmed nickname has `length` characters, more than `Nickname.maximumLength`.
  case tooLong(length: Int)
  /// The trimmed nickname has at most `Nickname.maximumLength` characters but more than `Nickname.maximumScalars`
  /// Unicode scalars or `Nickname.maximumBytes` UTF-8 bytes (a letter carrying many combining marks).
  case tooLarge(scalars: Int, bytes: Int)
  /// The nickname contains a control, line/paragraph separator or bidi formatting character (the first one found).
  case forbiddenCharacter(Unicode.Scalar)
  /// The nickname contains a noncharacter, an unassigned code point or a private-use character (the first one
  /// found), which no one can read the same way.
  case unusableCharacter(Unicode.Scalar)
  /// The nickname is made only of invisible or blank-looking characters (U+200B, U+3164, U+2800, …), perhaps with
  /// spaces.
  case invisibleOnly
  /// The nickname has an invisible or blank-looking character (the first one found) that would make it look like
  /// another name (`새` U+200B `싹` looks like `새싹`).
  case invisibleCharacter(Unicode.Scalar)
  /// The nickname starts with a combining mark (the one found), which has no letter of the name to sit on.
  case startsWithCombiningMark(Unicode.Scalar)
  /// An account already has this nickname, as its canonical key counts (``Nickname/canonicalKey``: `Sprout` and
  /// `sprout`, full-width and ASCII, NFD and NFC Hangul are one nickname). Only a store says so.
  case taken
  /// An account has a nickname that looks the same (Latin `a` and Cyrillic `а`). Only the sign-up service says so.
  case resemblesTaken

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
    case (.tooLarge(let scalars, let bytes), .korean):
      return "닉네임이 너무 깁니다. 결합 문자까지 세어 코드 포인트 \(Nickname.maximumScalars)개, "
        + "\(Nickname.maximumBytes)바이트 이하로 입력해 주세요. (현재 \(scalars)개, \(bytes)바이트)"
    case (.tooLarge(let scalars, let bytes), .english):
      return "Nickname is too long: at most \(Nickname.maximumScalars) code points and \(Nickname.maximumBytes) "
        + "bytes, each combining mark counted (now \(scalars) code points, \(bytes) bytes)."
    case (.forbiddenCharacter(let scalar), .korean):
      return "닉네임에는 제어 문자나 글자 방향을 바꾸는 문자(\(scalar.codePointText))를 쓸 수 없습니다."
    case (.forbiddenCharacter(let scalar), .english):
      return "Nickname cannot contain control or text-direction characters (\(scalar.codePointText))."
    case (.unusableCharacter(let scalar), .korean):
      return "닉네임에 쓸 수 없는 문자가 있습니다. (\(scalar.codePointText): \(scalar.unusableWords(in: .korean)))"
    case (.unusableCharacter(let scalar), .english):
      return "Nickname cannot contain \(scalar.codePointText): it is \(scalar.unusableWords(in: .english))."
    case (.invisibleOnly, .korean):
      return "닉네임에 보이는 글자가 없습니다. 보이는 글자로 입력해 주세요."
    case (.invisibleOnly, .english):
      return "Nickname has no visible character; please enter one you can see."
    case (.invisibleCharacter(let scalar), .korean):
      return "닉네임에 보이지 않는 문자(\(scalar.codePointText))가 있어 다른 이름처럼 보입니다."
    case (.invisibleCharacter(let scalar), .english):
      return "Nickname has an invisible character (\(scalar.codePointText)): it would look like another name."
    case (.startsWithCombiningMark(let scalar), .korean):
      return "닉네임이 앞 글자에 붙는 결합 문자(\(scalar.codePointText))로 시작합니다."
    case (.startsWithCombiningMark(let scalar), .english):
      return "Nickname starts with a combining mark (\(scalar.codePointText)) that has no letter to sit on."
    case (.taken, .korean):
      return "이미 쓰이는 닉네임입니다. 다른 닉네임을 입력해 주세요."
    case (.taken, .english):
      return "This nickname is already in use; please choose another."
    case (.resemblesTaken, .korean):
      return "이미 쓰이는 닉네임과 똑같아 보입니다. 다른 닉네임을 입력해 주세요."
    case (.resemblesTaken, .english):
      return "This nickname looks like one already in use; please choose another."
    }
  }

  /// The English message, for logs and `print`.
  public var description: String { message(in: .english) }

  /// The English message, for `localizedDescription`.
  public var errorDescription: String? { description }
}
