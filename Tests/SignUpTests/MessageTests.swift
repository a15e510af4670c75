import SignUp
import Testing

@Suite("Messages")
struct MessageTests {
  @Test(
    "nickname messages",
    arguments: [
      (NicknameProblem.required, "닉네임을 입력해 주세요.", "Please enter a nickname."),
      (
        .tooLong(length: 12), "닉네임은 10자 이하로 입력해 주세요. (현재 12자)",
        "Nickname must be at most 10 characters (now 12)."
      ),
      (
        .forbiddenCharacter("\u{202E}"), "닉네임에는 제어 문자나 글자 방향을 바꾸는 문자(U+202E)를 쓸 수 없습니다.",
        "Nickname cannot contain control or text-direction characters (U+202E)."
      ),
      (
        .forbiddenCharacter("\u{7}"), "닉네임에는 제어 문자나 글자 방향을 바꾸는 문자(U+0007)를 쓸 수 없습니다.",
        "Nickname cannot contain control or text-direction characters (U+0007)."
      ),
      (
        .invisibleCharacter("\u{200B}"), "닉네임에 보이지 않는 문자(U+200B)가 있어 다른 이름처럼 보입니다.",
        "Nickname has an invisible character (U+200B): it would look like another name."
      ),
      (
        .startsWithCombiningMark("\u{301}"), "닉네임이 앞 글자에 붙는 결합 문자(U+0301)로 시작합니다.",
        "Nickname starts with a combining mark (U+0301) that has no letter to sit on."
      ),
    ])
  func nickname(problem: NicknameProblem, korean: String, english: String) {
    #expect(problem.message(in: .korean) == korean)
    #expect(problem.message(in: .english) == english)
    #expect(problem.description == english)
    #expect(FieldProblem.nickname(problem).message(in: .korean) == korean)
  }

  @Test(
    "email messages",
    arguments: [
      (EmailProblem.required, "이메일을 입력해 주세요.", "Please enter an email address."),
      (
        .tooLong(length: 255), "이메일은 254바이트 이하로 입력해 주세요. (현재 255바이트, 영문·숫자 1바이트, 한글 3바이트)",
        "Email address must be at most 254 bytes (now 255; ASCII counts 1, others 2 to 4)."
      ),
      (.containsWhitespace, "이메일에는 공백을 넣을 수 없습니다.", "Email address must not contain spaces."),
      (
        .forbiddenCharacter("\u{0}"), "이메일에 사용할 수 없는 문자(U+0000)가 있습니다.",
        "Email address contains a character that is not allowed (U+0000)."
      ),
      (.missingAtSign, "이메일에 @를 넣어 주세요.", "Email address must contain an @."),
      (.multipleAtSigns, "이메일에는 @가 하나만 있어야 합니다.", "Email address must contain only one @."),
      (.emptyLocalPart, "@ 앞부분을 입력해 주세요.", "Please enter the part before the @."),
      (
        .missingDomain, "@ 뒤에 도메인을 입력해 주세요. (예: example.com)",
        "Please enter a domain after the @ (e.g. example.com)."
      ),
      (
        .domainWithoutDot, "도메인에 점(.)이 있어야 합니다. (예: example.com)",
        "The domain must contain a dot (e.g. example.com)."
      ),
      (
        .emptyDomainLabel, "도메인의 점(.) 위치를 확인해 주세요. (예: example.com)",
        "Check the dots in the domain (e.g. example.com)."
      ),
    ])
  func email(problem: EmailProblem, korean: String, english: String) {
    #expect(problem.message(in: .korean) == korean)
    #expect(problem.message(in: .english) == english)
    #expect(problem.description == english)
    #expect(FieldProblem.email(problem).message(in: .english) == english)
  }

  @Test(
    "birth date messages",
    arguments: [
      (BirthDateProblem.required, "생년월일을 입력해 주세요.", "Please enter your birth date."),
      (
        .invalidFormat, "생년월일을 YYYY-MM-DD 형식으로 입력해 주세요. (예: 2000-01-31)",
        "Please enter your birth date as YYYY-MM-DD (e.g. 2000-01-31)."
      ),
      (.nonexistentDate, "존재하지 않는 날짜입니다.", "That date does not exist."),
      (.inFuture, "생년월일은 미래 날짜일 수 없습니다.", "Birth date cannot be in the future."),
      (.tooYoung(age: 16), "만 17세 이상만 가입할 수 있습니다.", "You must be at least 17 years old to sign up."),
    ])
  func birthDate(problem: BirthDateProblem, korean: String, english: String) {
    #expect(problem.message(in: .korean) == korean)
    #expect(problem.message(in: .english) == english)
    #expect(problem.description == english)
    #expect(FieldState.invalid(.birthDate(problem)).message(in: .korean) == korean)
  }

  @Test(
    "field labels",
    arguments: [
      (SignUpField.nickname, "닉네임", "Nickname"), (.email, "이메일", "Email"), (.birthDate, "생년월일", "Birth date"),
      (.gender, "성별", "Gender"),
    ])
  func fieldLabels(field: SignUpField, korean: String, english: String) {
    #expect(field.label(in: .korean) == korean)
    #expect(field.label(in: .english) == english)
  }

  @Test("the form error lists one line per problem")
  func formErrorMessage() {
    let error = SignUpFormError(problems: [.nickname(.required), .email(.missingAtSign)])
    #expect(error.message(in: .korean) == "닉네임: 닉네임을 입력해 주세요.\n이메일: 이메일에 @를 넣어 주세요.")
    #expect(
      error.message(in: .english) == "Nickname: Please enter a nickname.\nEmail: Email address must contain an @.")
    #expect(error.description == error.message(in: .english))
    #expect(FieldProblem.email(.missingAtSign).description == "Email: Email address must contain an @.")
  }

  @Test("error descriptions are readable")
  func errorDescriptions() {
    #expect(
      GenderCodeError.unknownCode(5).description == "Gender code 5 is not one of 1 (male), 0 (female) or -1 (none).")
    #expect(CalendarDayError.invalidFormat("2000-1-1").description == "'2000-1-1' is not a date written as YYYY-MM-DD.")
    #expect(CalendarDayError.monthOutOfRange(13).description == "Month 13 does not exist; months are 1 to 12.")
    #expect(
      CalendarDayError.dayOutOfRange(year: 2023, month: 2, day: 29).description
        == "Day 29 does not exist in month 2 of year 2023, which has 28 days.")
    #expect(NicknameProblem.required.errorDescription == "Please enter a nickname.")
  }

  @Test(
    "a store error's reason ends its sentence once, whether it came with a period or not",
    arguments: [
      (AccountStoreError.unreachable(reason: "HTTP 501"), "The sign-up service cannot be reached: HTTP 501."),
      (.unreachable(reason: "timed out."), "The sign-up service cannot be reached: timed out."),
      (
        .badAnswer(reason: "(NSURLErrorDomain error -1001.)"),
        "The sign-up service sent an answer this program does not understand: (NSURLErrorDomain error -1001.)"
      ),
      (.cannotOpen(reason: "not a regular file "), "The account store cannot be opened: not a regular file."),
      (
        .failed(reason: "disk I/O error (SQLite code 10)"), "The account store failed: disk I/O error (SQLite code 10)."
      ),
    ])
  func storeErrorReasonEnds(error: AccountStoreError, english: String) {
    #expect(error.message(in: .english) == english)
    #expect(error.message(in: .korean).hasSuffix(".") || error.message(in: .korean).hasSuffix(".)"))
  }
}
