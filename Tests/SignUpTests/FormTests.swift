import SignUp
import Testing

@Suite("Sign-up form")
struct FormTests {
  static func today() throws -> CalendarDay { try CalendarDay(isoText: "2025-06-15") }

  @Test("a fully valid form is submittable, with or without a gender", arguments: [Gender?.some(.male), .female, nil])
  func validForm(gender: Gender?) throws {
    let form = SignUpForm(nickname: " 새싹 ", email: "a@b.co", birthDate: "2000-01-31", gender: gender)
    let validation = form.validate(today: try Self.today())
    #expect(validation.isSubmittable)
    #expect(validation.problems.isEmpty)
    #expect(try validation.nickname.get().text == "새싹")
    #expect(try validation.email.get().text == "a@b.co")
    #expect(try validation.birthDate.get().day.isoText == "2000-01-31")
    #expect(validation.gender == GenderAnswer(gender))
    for field in SignUpField.allCases where field != .gender {
      #expect(validation.state(of: field, showingRequired: true) == .valid)
    }
  }

  @Test("problems are reported per field, in field order")
  func problemsInOrder() throws {
    let form = SignUpForm(nickname: "", email: "a@b", birthDate: "2023-02-29")
    let validation = form.validate(today: try Self.today())
    #expect(!validation.isSubmittable)
    #expect(validation.problems == [.nickname(.required), .email(.domainWithoutDot), .birthDate(.nonexistentDate)])
    #expect(validation.problem(for: .email) == .email(.domainWithoutDot))
    #expect(validation.problem(for: .gender) == nil)
  }

  @Test("a single bad field makes the form not submittable", arguments: SignUpField.allCases.filter { $0 != .gender })
  func singleBadField(field: SignUpField) throws {
    var form = SignUpForm(nickname: "새싹", email: "a@b.co", birthDate: "2000-01-31", gender: .male)
    switch field {
    case .nickname: form.nickname = "\u{202E}evil"
    case .email: form.email = "a@@b.co"
    case .birthDate: form.birthDate = "2025-06-16"
    case .gender: break
    }
    let validation = form.validate(today: try Self.today())
    #expect(!validation.isSubmittable)
    #expect(validation.problems.map(\.field) == [field])
  }

  @Test("empty fields show no message until required messages are asked for")
  func emptyFieldStates() throws {
    let validation = SignUpForm().validate(today: try Self.today())
    for field in SignUpField.allCases {
      #expect(validation.state(of: field, showingRequired: false) == .empty)
    }
    #expect(validation.state(of: .nickname, showingRequired: true) == .invalid(.nickname(.required)))
    #expect(validation.state(of: .email, showingRequired: true) == .invalid(.email(.required)))
    #expect(validation.state(of: .birthDate, showingRequired: true) == .invalid(.birthDate(.required)))
    #expect(validation.state(of: .gender, showingRequired: true) == .empty)
  }

  @Test("a whitespace-only nickname counts as empty")
  func whitespaceNicknameIsEmpty() throws {
    let validation = SignUpForm(nickname: "   ").validate(today: try Self.today())
    #expect(validation.state(of: .nickname, showingRequired: false) == .empty)
  }

  @Test("typed but invalid fields show their message right away")
  func invalidFieldStates() throws {
    let form = SignUpForm(nickname: "abcdefghijk", email: "ab.co", birthDate: "2000-1-1", gender: .female)
    let validation = form.validate(today: try Self.today())
    let nicknameState = validation.state(of: .nickname, showingRequired: false)
    #expect(nicknameState == .invalid(.nickname(.tooLong(length: 11))))
    #expect(nicknameState.message(in: .korean) == "닉네임은 10자 이하로 입력해 주세요. (현재 11자)")
    #expect(
      validation.state(of: .email, showingRequired: false).message(in: .english) == "Email address must contain an @.")
    #expect(validation.state(of: .birthDate, showingRequired: false) == .invalid(.birthDate(.invalidFormat)))
    #expect(validation.state(of: .gender, showingRequired: false) == .valid)
    #expect(!nicknameState.isValid)
  }

  @Test("valid and empty states have no message")
  func noMessageStates() {
    #expect(FieldState.empty.message(in: .korean) == nil)
    #expect(FieldState.valid.message(in: .english) == nil)
    #expect(FieldState.valid.isValid)
    #expect(!FieldState.empty.isValid)
  }

  @Test("the result depends on the injected today")
  func dependsOnToday() throws {
    let form = SignUpForm(nickname: "새싹", email: "a@b.co", birthDate: "2008-06-16")
    #expect(!form.validate(today: try CalendarDay(isoText: "2025-06-15")).isSubmittable)
    #expect(form.validate(today: try CalendarDay(isoText: "2025-06-16")).isSubmittable)
  }
}
