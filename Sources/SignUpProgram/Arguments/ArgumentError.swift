import SignUp
import TextSafety

/// A command-line argument `signup` or `signup-gtk` cannot accept.
public enum ArgumentError: Error, Hashable, Sendable, CustomStringConvertible {
  /// An option that does not exist, as given.
  case unknownOption(String)
  /// An option given without its value (`--lang`, `--script`).
  case missingValue(String)
  /// An option given twice.
  case repeatedOption(String)
  /// A `--lang` value other than `ko` or `en`, as given.
  case unknownLanguage(String)
  /// An argument that is not an option.
  case unexpectedArgument(String)
  /// `--server` with a value that is not an `http` or `https` address with a host, as given.
  case badServerAddress(String)
  /// Both `--accounts` and `--server`: a program signs up into one store.
  case conflictingStores

  /// The English message for `signup` (see ``message(in:face:)``).
  public var description: String { message(in: .english, face: .terminal) }

  /// A sentence naming the argument and what is expected. The argument is escaped (`\e]2;…`), so no control
  /// character from the command line reaches the terminal.
  /// - Parameters:
  ///   - language: The language of the message.
  ///   - face: The program the arguments were given to.
  /// - Returns: The message.
  public func message(in language: Language, face: ProgramFace) -> String {
    let name = face.commandName
    switch (self, language) {
    case (.unknownOption(let option), .english):
      return "unknown option '\(Self.shown(option))'"
    case (.unknownOption(let option), .korean):
      return "알 수 없는 옵션 '\(Self.shown(option))'"
    case (.missingValue(let option), .english):
      let expected =
        switch option {
        case "--lang": "ko or en"
        case "--accounts": "the account store's file name"
        case "--server": "the sign-up service's address, e.g. http://127.0.0.1:8080"
        default: "a file name, or - for standard input"
        }
      return "option '\(Self.shown(option))' needs a value (\(expected))"
    case (.missingValue(let option), .korean):
      let expected =
        switch option {
        case "--lang": "ko 또는 en"
        case "--accounts": "계정 저장소 파일 이름"
        case "--server": "가입 서비스 주소, 예: http://127.0.0.1:8080"
        default: "파일 이름, 또는 표준 입력이면 -"
        }
      return "옵션 '\(Self.shown(option))'에 값이 필요합니다 (\(expected))"
    case (.repeatedOption(let option), .english):
      return "option '\(Self.shown(option))' is given more than once"
    case (.repeatedOption(let option), .korean):
      return "같은 옵션을 두 번 이상 주었습니다: '\(Self.shown(option))'"
    case (.unknownLanguage(let value), .english):
      return "unknown language '\(Self.shown(value))' for --lang (use ko or en)"
    case (.unknownLanguage(let value), .korean):
      return "--lang에 알 수 없는 언어 '\(Self.shown(value))' (ko 또는 en)"
    case (.unexpectedArgument(let argument), .english):
      return "unexpected argument '\(Self.shown(argument))' (\(name) takes options only)"
    case (.unexpectedArgument(let argument), .korean):
      return "필요 없는 인자 '\(Self.shown(argument))' (\(name) 명령은 옵션만 받습니다)"
    case (.badServerAddress(let value), .english):
      return "'\(Self.shown(value))' is not a sign-up service address for --server (e.g. http://127.0.0.1:8080)"
    case (.badServerAddress(let value), .korean):
      return "--server에 가입 서비스 주소가 아닌 값 '\(Self.shown(value))' (예: http://127.0.0.1:8080)"
    case (.conflictingStores, .english):
      return "--accounts and --server cannot be given together: choose one account store"
    case (.conflictingStores, .korean):
      return "--accounts와 --server는 함께 쓸 수 없습니다: 계정 저장소를 하나만 고르세요"
    }
  }

  /// An argument as quoted in a message: ``EchoedText``'s rule, as every echoed value.
  private static func shown(_ argument: String) -> String {
    EchoedText.shown(argument)
  }
}
