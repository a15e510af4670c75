import SignUp

/// The `--help` texts of both programs and the short usage printed after an argument error; every line fits in
/// 80 columns (a Hangul syllable takes two).
///
/// The options, the field limits, the request and the exit statuses are written once for both programs; only the
/// synopsis and the keys differ.
///
/// ```swift
/// print(Usage.help(for: .window, in: .korean))
/// ```
public enum Usage {
  /// The synopsis lines.
  /// - Parameter face: The program.
  public static func synopsis(for face: ProgramFace) -> String {
    switch face {
    case .terminal:
      return """
        usage: signup [--lang ko|en] [--accounts FILE | --server URL] [--script FILE|-]
               signup --help | --version
        """
    case .window:
      return """
        usage: signup-gtk [--lang ko|en] [--accounts FILE | --server URL]
               signup-gtk --help | --version
        """
    }
  }

  /// The note after an argument error: the synopsis and where to read more.
  /// - Parameters:
  ///   - face: The program.
  ///   - language: The language of the note.
  public static func shortHelp(for face: ProgramFace, in language: Language) -> String {
    let name = face.commandName
    switch language {
    case .korean: return synopsis(for: face) + "\n자세한 내용은 '\(name) --help'를 보세요."
    case .english: return synopsis(for: face) + "\nTry '\(name) --help' for more."
    }
  }

  /// The full help, printed by `--help` on standard output.
  /// - Parameters:
  ///   - face: The program.
  ///   - language: The language of the help (`--lang`, or the environment's).
  public static func help(for face: ProgramFace, in language: Language) -> String {
    let sections: [String]
    switch (face, language) {
    case (.terminal, .english): sections = [terminalIntroEnglish, optionsEnglish(face), terminalKeysEnglish]
    case (.terminal, .korean): sections = [terminalIntroKorean, optionsKorean(face), terminalKeysKorean]
    case (.window, .english): sections = [windowIntroEnglish, optionsEnglish(face), windowKeysEnglish]
    case (.window, .korean): sections = [windowIntroKorean, optionsKorean(face), windowKeysKorean]
    }
    let shared: [String]
    switch language {
    case .english: shared = [fieldsEnglish] + (face == .terminal ? [scriptEnglish] : []) + [exitEnglish(face)]
    case .korean: shared = [fieldsKorean] + (face == .terminal ? [scriptKorean] : []) + [exitKorean(face)]
    }
    return ([synopsis(for: face)] + sections + shared).joined(separator: "\n\n")
  }

  private static func optionsEnglish(_ face: ProgramFace) -> String {
    let script = face == .terminal ? "\n  --script FILE|-  play the actions in FILE (- for standard input)" : ""
    return """
      Options:
        --lang ko|en     language (default: from LC_ALL, LC_MESSAGES or LANG;
                         ko for a ko_* locale, otherwise en)
        --accounts FILE  the account store (SQLite; default:
                         $XDG_DATA_HOME/sprout/accounts.sqlite, else
                         ~/.local/share/sprout/accounts.sqlite)
        --server URL     sign up on the sign-up service at URL instead
                         (e.g. http://127.0.0.1:8080)\(script)
        -h, --help       print this help
        --version        print the version
      """
  }

  private static func optionsKorean(_ face: ProgramFace) -> String {
    let script = face == .terminal ? "\n  --script FILE|-  FILE의 동작을 실행 (-이면 표준 입력)" : ""
    return """
      옵션:
        --lang ko|en     언어 (기본: LC_ALL, LC_MESSAGES, LANG에서;
                         ko_* 로캘이면 ko, 아니면 en)
        --accounts FILE  계정 저장소 (SQLite, 기본:
                         $XDG_DATA_HOME/sprout/accounts.sqlite, 없으면
                         ~/.local/share/sprout/accounts.sqlite)
        --server URL     대신 URL의 가입 서비스에 가입
                         (예: http://127.0.0.1:8080)\(script)
        -h, --help       이 도움말
        --version        버전
      """
  }

  private static let terminalIntroEnglish = """
    Sign up from a terminal: nickname, email, birth date (YYYY-MM-DD), gender
    (optional: press the chosen one again to clear it) and the sign-up button.
    """

  private static let terminalIntroKorean = """
    터미널에서 회원가입: 닉네임, 이메일, 생년월일(YYYY-MM-DD), 성별(선택,
    고른 버튼을 한 번 더 누르면 해제), 가입하기 버튼.
    """

  private static let windowIntroEnglish = """
    Sign up in a GTK window: nickname, email, birth date (YYYY-MM-DD), gender
    (optional: press the chosen one again to clear it) and the sign-up button.
    It needs a display (DISPLAY or WAYLAND_DISPLAY); without one, use signup.
    """

  private static let windowIntroKorean = """
    GTK 창에서 회원가입: 닉네임, 이메일, 생년월일(YYYY-MM-DD), 성별(선택,
    고른 버튼을 한 번 더 누르면 해제), 가입하기 버튼. 디스플레이(DISPLAY
    또는 WAYLAND_DISPLAY)가 필요합니다. 없으면 signup을 쓰세요.
    """

  private static let terminalKeysEnglish = """
    Screen (on /dev/tty, so standard output may be redirected; not for
    TERM=dumb or an unset TERM: use --script there):
      Tab / Shift-Tab, Down / Up  next / previous field, gender, sign-up
      Enter in a text field       next field
      Left / Right, Home / End    move between the two gender buttons
      Space / Enter               toggle a gender button; press sign-up
      mouse click                 focus a field, tap a gender, press sign-up
      Ctrl-A/E, Alt-B/F           start / end, word back / forward (readline)
      Ctrl-W, Ctrl-U, Ctrl-K      delete the word before, to the start, to the end
      Esc / Ctrl-C                cancel (asks once more if the form has input)
      Ctrl-Z                      suspend (fg brings the screen back)
    """

  private static let terminalKeysKorean = """
    화면 (/dev/tty에 그리므로 표준 출력은 돌려도 됩니다. TERM=dumb이거나
    TERM이 없으면 --script를 쓰세요):
      Tab / Shift-Tab, Down / Up  다음 / 이전 칸, 성별, 가입하기
      입력 칸에서 Enter           다음 칸
      Left / Right, Home / End    남자 / 여자 사이 이동
      Space / Enter               성별 버튼 누르기, 가입하기 누르기
      마우스 클릭                 칸 선택, 성별 누르기, 가입하기 누르기
      Ctrl-A/E, Alt-B/F           처음 / 끝, 한 단어 앞 / 뒤 (readline)
      Ctrl-W, Ctrl-U, Ctrl-K      앞 단어, 처음까지, 끝까지 지우기
      Esc / Ctrl-C                취소 (입력한 내용이 있으면 한 번 더 묻기)
      Ctrl-Z                      일시 정지 (fg로 돌아오기)
    """

  private static let windowKeysEnglish = """
    Window:
      Tab / Shift-Tab             next / previous field, gender, sign-up
      Enter in a text field       next field
      Left / Right, Home / End    move between the two gender buttons
      Space                       toggle a gender button; press sign-up
      Enter on sign-up            press it
      in a text field             GTK's keys: Ctrl-A select all, Ctrl-Left /
                                  Ctrl-Right by word, Ctrl-Backspace delete a word
      Esc or closing the window   cancel (asks once more if the form has input)
    """

  private static let windowKeysKorean = """
    창:
      Tab / Shift-Tab             다음 / 이전 칸, 성별, 가입하기
      입력 칸에서 Enter           다음 칸
      Left / Right, Home / End    남자 / 여자 사이 이동
      Space                       성별 버튼 누르기, 가입하기 누르기
      가입하기에서 Enter          가입하기 누르기
      입력 칸에서                 GTK의 키: Ctrl-A 모두 선택, Ctrl-Left /
                                  Ctrl-Right 단어 이동, Ctrl-Backspace 단어 지우기
      Esc 또는 창 닫기            취소 (입력한 내용이 있으면 한 번 더 묻기)
    """

  private static var fieldsEnglish: String {
    let limits = FieldInput.limits
    return """
      Fields take at most \(limits.nickname) (nickname), \(limits.email) (email) and \(limits.birthDate) (birth date)
      characters; what is left out, and control characters removed, are said.
      The nickname is checked with the account store once typing pauses. A
      sign-up the store takes prints the account as one line of JSON:
        {"birth":"2000-01-31","createdAt":"2026-12-04T02:36:19.123Z",
         "email":"a@b.co","gender":0,"id":1,"nick":"새싹"}
      (gender: 1 male, 0 female, -1 none). An invalid form, or a nickname or
      email already in use, shows the problems; nothing is written.
      """
  }

  private static var fieldsKorean: String {
    let limits = FieldInput.limits
    return """
      칸마다 최대 \(limits.nickname)자(닉네임), \(limits.email)자(이메일), \(limits.birthDate)자(생년월일)까지 받고,
      빠진 글자와 뺀 제어 문자는 알려 줍니다.
      닉네임은 입력이 멈추면 계정 저장소에서 확인합니다. 저장소가 가입을
      받으면 계정을 JSON 한 줄로 표준 출력에 씁니다:
        {"birth":"2000-01-31","createdAt":"2026-12-04T02:36:19.123Z",
         "email":"a@b.co","gender":0,"id":1,"nick":"새싹"}
      (gender: 1 남자, 0 여자, -1 선택 안 함). 잘못된 칸, 이미 쓰이는 닉네임이나
      이메일은 화면에 표시하고 아무것도 쓰지 않습니다.
      """
  }

  private static let scriptEnglish = """
    Script (--script): one action per line; blank and # lines are skipped.
      type nickname|email|birth TEXT  replace the field's text with TEXT
      tap male|female                 tap a gender button
      submit                          press the sign-up button
    UTF-8, at most \(ScriptLimits.maximumSizeText) (a byte order mark is skipped). It is checked
    first: bad lines are reported and nothing runs. After each action the
    screen is printed (60 columns) under "--- line N: ACTION"; an empty field
    shows its placeholder in ‹ ›. Each action's check with the store finishes
    before the next is played. A submit the store takes ends the script; the
    account's JSON is the last line of output.
    """

  private static let scriptKorean = """
    스크립트 (--script): 한 줄에 동작 하나, 빈 줄과 # 줄은 건너뜁니다.
      type nickname|email|birth 내용  칸의 내용을 바꾸기
      tap male|female                 성별 버튼 누르기
      submit                          가입하기 누르기
    UTF-8, 최대 \(ScriptLimits.maximumSizeText) (BOM은 건너뜁니다). 먼저 전체를 검사해, 잘못된
    줄이 있으면 알리고 아무것도 실행하지 않습니다. 동작마다
    "--- line N: 동작" 줄 아래에 화면(60칸)을 출력합니다. 빈 칸은 안내
    문구를 ‹ › 안에 보여 줍니다. 동작마다 저장소 확인이 끝난 뒤 다음
    동작을 실행합니다. 가입에 성공하면 끝나고 계정 JSON이 마지막 줄입니다.
    """

  /// The exit statuses of one program: the window has no script, no terminal and no signal statuses.
  private static func exitEnglish(_ face: ProgramFace) -> String {
    switch face {
    case .terminal:
      return """
        Exit status:
          0  signed up: the account was created and its JSON written
          1  not signed up: cancelled, or the script had no valid submit (a
             refused field, a nickname or email already in use)
          2  could not run: bad arguments, no terminal, a bad script, an
             account store that cannot be used (a folder, not a database,
             read-only, locked past its timeout, a full disk)
          3  the output could not be written (standard output closed or full);
             an account already created is said on standard error
        """
    case .window:
      return """
        Exit status:
          0  signed up: the account was created and its JSON written
          1  not signed up: cancelled (Esc or the window closed)
          2  could not run: bad arguments, no display, an account store that
             cannot be used (a folder, not a database, read-only, locked past
             its timeout, a full disk)
          3  the output could not be written (standard output closed or full);
             an account already created is said on standard error
        """
    }
  }

  private static func exitKorean(_ face: ProgramFace) -> String {
    switch face {
    case .terminal:
      return """
        종료 상태:
          0  가입함: 계정을 만들고 JSON을 표준 출력에 썼습니다
          1  가입 안 함: 취소했거나 스크립트에 올바른 submit이 없습니다
             (잘못된 칸, 이미 쓰이는 닉네임이나 이메일)
          2  실행할 수 없음: 잘못된 인자, 터미널 없음, 잘못된 스크립트, 쓸 수
             없는 계정 저장소 (폴더, 데이터베이스 아님, 읽기 전용, 제한 시간을
             넘긴 잠금, 가득 찬 디스크)
          3  출력을 쓸 수 없음 (표준 출력이 닫혔거나 가득 참). 이미 만든 계정은
             표준 오류에 알립니다
        """
    case .window:
      return """
        종료 상태:
          0  가입함: 계정을 만들고 JSON을 표준 출력에 썼습니다
          1  가입 안 함: 취소함 (Esc, 창 닫기)
          2  실행할 수 없음: 잘못된 인자, 디스플레이 없음, 쓸 수 없는 계정
             저장소 (폴더, 데이터베이스 아님, 읽기 전용, 제한 시간을 넘긴
             잠금, 가득 찬 디스크)
          3  출력을 쓸 수 없음 (표준 출력이 닫혔거나 가득 참). 이미 만든 계정은
             표준 오류에 알립니다
        """
    }
  }
}
