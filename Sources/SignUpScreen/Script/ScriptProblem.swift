import SignUp
import SignUpProgram
import TerminalUI

/// A script line that is not a valid action.
struct ScriptProblem: Hashable, Sendable, CustomStringConvertible {
  /// Why a line was refused.
  enum Reason: Error, Hashable, Sendable {
    /// The first word is not `type`, `tap` or `submit`.
    case unknownAction(String)
    /// `type` without a field name.
    case missingField
    /// `type` with a field other than `nickname`, `email` or `birth`.
    case unknownField(String)
    /// `tap` without a gender.
    case missingGender
    /// `tap` with something other than `male` or `female`.
    case unknownGender(String)
    /// Text after an action that takes none (`submit`) or after the gender of `tap`.
    case unexpectedText(action: String, text: String)
  }

  /// The most characters of a line quoted in a message; longer lines are cut with `…`.
  static let quotedLength = EchoedText.limit

  /// The 1-based line number.
  var line: Int
  /// The line as written.
  var text: String
  /// Why it was refused.
  var reason: Reason

  /// For example `line 3: unknown action 'tapp' (expected type, tap or submit) in "tapp male"`.
  var description: String { message(in: .english) }

  /// The problem in a language. Quoted script text is escaped (`\e`, `\t`, `\u{202E}`) and cut to
  /// ``quotedLength`` characters, so no control character from the script reaches the terminal.
  /// - Parameter language: The language of the message.
  /// - Returns: The message.
  func message(in language: Language) -> String {
    switch language {
    case .korean: return "\(line)번째 줄: \(koreanExplanation) (\"\(Self.quoted(text))\")"
    case .english: return "line \(line): \(englishExplanation) in \"\(Self.quoted(text))\""
    }
  }

  /// Script text as quoted in a message: escaped and cut.
  static func quoted(_ text: some StringProtocol) -> String {
    EchoedText.shown(text)
  }

  private var englishExplanation: String {
    switch reason {
    case .unknownAction(let word):
      return "unknown action '\(Self.quoted(word))' (expected type, tap or submit)"
    case .missingField:
      return "'type' needs a field: type nickname|email|birth TEXT"
    case .unknownField(let field):
      return "unknown field '\(Self.quoted(field))' (expected nickname, email or birth)"
    case .missingGender:
      return "'tap' needs a button: tap male|female"
    case .unknownGender(let gender):
      return "unknown button '\(Self.quoted(gender))' (expected male or female)"
    case .unexpectedText(let action, let text):
      return "unexpected '\(Self.quoted(text))' after '\(Self.quoted(action))'"
    }
  }

  private var koreanExplanation: String {
    switch reason {
    case .unknownAction(let word):
      return "알 수 없는 동작 '\(Self.quoted(word))' (type, tap, submit 중 하나)"
    case .missingField:
      return "'type' 뒤에 칸 이름이 필요합니다: type nickname|email|birth 내용"
    case .unknownField(let field):
      return "알 수 없는 칸 '\(Self.quoted(field))' (nickname, email, birth 중 하나)"
    case .missingGender:
      return "'tap' 뒤에 버튼 이름이 필요합니다: tap male|female"
    case .unknownGender(let gender):
      return "알 수 없는 버튼 '\(Self.quoted(gender))' (male 또는 female)"
    case .unexpectedText(let action, let text):
      return "'\(Self.quoted(action))' 뒤에 필요 없는 '\(Self.quoted(text))'"
    }
  }
}
