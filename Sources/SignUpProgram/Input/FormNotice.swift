import SignUp

/// A one-off message on the form's status line (the terminal's last rows, the window's line under the sign-up
/// button), the same words in both: it says what happened to the last input.
///
/// ```swift
/// FormNotice.controlCharactersRemoved(count: 2).message(in: .english)
/// // "Removed 2 control characters or escape sequences."
/// ```
public enum FormNotice: Hashable, Sendable, LocalizedMessage {
  /// A sign-up attempt was refused; these fields (in screen order) show why. The words name the fields, so they
  /// make sense heard as well as seen.
  case checkFields([SignUpField])
  /// A field is full: `dropped` characters were left out (of the paste or the typed text, all counted).
  case fieldFull(SignUpField, limit: Int, dropped: Int)
  /// A field is full in Unicode scalars (a character with many combining marks counts each one): `dropped`
  /// scalars were left out.
  case fieldFullOfScalars(SignUpField, limit: Int, dropped: Int)
  /// `count` control characters or escape sequences (each counted once, removed whole) were removed from a paste,
  /// a typed text or a script's value.
  case controlCharactersRemoved(count: Int)
  /// Input that was not valid UTF-8 was left out.
  case invalidTextDropped
  /// Text was typed while the gender group or the sign-up button had focus, where it cannot go (terminal).
  case typingIgnored
  /// A request to leave a form with something in it (``LeaveGuard``): the same request again leaves; the words
  /// name the way the person asked (Esc, Ctrl-C, closing the window).
  case confirmLeave(LeaveRequest)
  /// The store could not take the sign-up: everything typed is kept, and pressing the button again retries.
  case signUpFailed(AccountStoreError)
  /// Esc or Ctrl-C while a sign-up is in flight: the program leaves only once the store has answered (terminal).
  case signUpInFlight

  /// Whether the notice reports a refused sign-up (drawn as an error, announced as an alert).
  public var isError: Bool {
    switch self {
    case .checkFields, .signUpFailed: return true
    default: return false
    }
  }

  /// The notice to show when typing brings `next` while this one is shown: typing on into a full field adds up
  /// what was left out, so the count covers every character typed since the field filled; any other notice takes
  /// over.
  ///
  /// ```swift
  /// FormNotice.fieldFull(.nickname, limit: 30, dropped: 1_810)
  ///   .followed(by: .fieldFull(.nickname, limit: 30, dropped: 8_160))
  /// // .fieldFull(.nickname, limit: 30, dropped: 9_970)
  /// ```
  /// - Parameter next: The notice the newest input brought.
  /// - Returns: The notice to show.
  public func followed(by next: FormNotice) -> FormNotice {
    switch (self, next) {
    case (.fieldFull(let field, let limit, let before), .fieldFull(let nextField, let nextLimit, let dropped))
    where field == nextField && limit == nextLimit:
      return .fieldFull(field, limit: limit, dropped: before + dropped)
    case (
      .fieldFullOfScalars(let field, let limit, let before),
      .fieldFullOfScalars(let nextField, let nextLimit, let dropped)
    ) where field == nextField && limit == nextLimit:
      return .fieldFullOfScalars(field, limit: limit, dropped: before + dropped)
    default:
      return next
    }
  }

  /// The notice's text.
  /// - Parameter language: The language of the text.
  public func message(in language: Language) -> String {
    switch language {
    case .korean: return koreanMessage
    case .english: return englishMessage
    }
  }

  private var koreanMessage: String {
    switch self {
    case .checkFields(let fields):
      let names = fields.map { $0.label(in: .korean) }.joined(separator: ", ")
      return "가입 전에 확인할 칸: \(names)."
    case .fieldFull(let field, let limit, let dropped):
      return "\(field.label(in: .korean)): 최대 \(limit)자까지 입력됩니다. (\(dropped)자 제외)"
    case .fieldFullOfScalars(let field, let limit, let dropped):
      return "\(field.label(in: .korean)): 결합 문자까지 세어 코드 포인트 \(limit)개까지 입력됩니다. (\(dropped)개 제외)"
    case .controlCharactersRemoved(let count):
      return "입력에서 제어 문자나 이스케이프 시퀀스 \(count)개를 뺐습니다."
    case .invalidTextDropped:
      return "UTF-8이 아닌 입력은 넣지 않았습니다."
    case .typingIgnored:
      return "글자는 입력 칸에만 넣을 수 있습니다. Tab으로 칸을 옮기세요."
    case .confirmLeave(.escape):
      return "입력한 내용이 있습니다. 가입하지 않고 나가려면 Esc를 한 번 더 누르세요."
    case .confirmLeave(.interrupt):
      return "입력한 내용이 있습니다. 가입하지 않고 나가려면 Ctrl-C를 한 번 더 누르세요."
    case .confirmLeave(.closeWindow):
      return "입력한 내용이 있습니다. 가입하지 않고 나가려면 창을 한 번 더 닫으세요."
    case .signUpInFlight:
      return "가입 요청을 보내는 중입니다. 답을 받은 뒤에 나갈 수 있습니다."
    case .signUpFailed(let error):
      return "가입하지 못했습니다. \(error.message(in: .korean)) 입력한 내용은 그대로 있으니 다시 눌러 보세요."
    }
  }

  private var englishMessage: String {
    switch self {
    case .checkFields(let fields):
      let names = fields.map { $0.label(in: .english) }
      let list =
        names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
      return "Not signed up. Check \(list)."
    case .fieldFull(let field, let limit, let dropped):
      return "\(field.label(in: .english)) takes at most \(limit) characters (\(dropped) left out)."
    case .fieldFullOfScalars(let field, let limit, let dropped):
      return "\(field.label(in: .english)) takes at most \(limit) code points, marks included (\(dropped) left out)."
    case .controlCharactersRemoved(let count):
      return count == 1
        ? "Removed 1 control character or escape sequence."
        : "Removed \(count) control characters or escape sequences."
    case .invalidTextDropped:
      return "Input that was not valid UTF-8 was left out."
    case .typingIgnored:
      return "Text goes into a text field: press Tab to move to one."
    case .confirmLeave(.escape):
      return "The form has input: press Esc again to leave without signing up."
    case .confirmLeave(.interrupt):
      return "The form has input: press Ctrl-C again to leave without signing up."
    case .confirmLeave(.closeWindow):
      return "The form has input: close the window again to leave without signing up."
    case .signUpInFlight:
      return "The sign-up is on its way: you can leave once the store has answered."
    case .signUpFailed(let error):
      return
        "Could not sign up. \(error.message(in: .english)) Everything you typed is kept: press Sign up to try again."
    }
  }
}
