import Foundation
import SignUp
import Testing

@Suite("Sign-up request")
struct RequestTests {
  static func today() throws -> CalendarDay { try CalendarDay(isoText: "2025-06-15") }

  @Test(
    "exact JSON: sorted keys, trimmed nick, gender code",
    arguments: [
      (
        SignUpForm(nickname: "새싹", email: "a@b.co", birthDate: "2000-01-31", gender: .male),
        #"{"birth":"2000-01-31","email":"a@b.co","gender":1,"nick":"새싹"}"#
      ),
      (
        SignUpForm(nickname: "  새싹\n", email: "a@b.co", birthDate: "2000-01-31", gender: .female),
        #"{"birth":"2000-01-31","email":"a@b.co","gender":0,"nick":"새싹"}"#
      ),
      (
        SignUpForm(nickname: "Sa \"Ssak\"", email: "a/b@c.de", birthDate: "2008-06-15", gender: nil),
        #"{"birth":"2008-06-15","email":"a/b@c.de","gender":-1,"nick":"Sa \"Ssak\""}"#
      ),
      (
        SignUpForm(nickname: "👨‍👩‍👧", email: "x@y.kr", birthDate: "2004-02-29", gender: nil),
        #"{"birth":"2004-02-29","email":"x@y.kr","gender":-1,"nick":"👨‍👩‍👧"}"#
      ),
    ])
  func exactJSON(form: SignUpForm, expected: String) throws {
    let request = try SignUpRequest(form: form, today: try Self.today())
    #expect(String(decoding: try request.jsonData(), as: UTF8.self) == expected)
  }

  @Test("properties hold the wire values")
  func properties() throws {
    let form = SignUpForm(nickname: " 새싹 ", email: "a@b.co", birthDate: "2000-01-31", gender: .female)
    let request = try SignUpRequest(form: form, today: try Self.today())
    #expect(request.nick == "새싹")
    #expect(request.email == "a@b.co")
    #expect(request.birth == "2000-01-31")
    #expect(request.gender == .female)
  }

  @Test(
    "an invalid form never yields a request; the error lists every problem",
    arguments: [
      (SignUpForm(), [FieldProblem.nickname(.required), .email(.required), .birthDate(.required)]),
      (SignUpForm(nickname: "새싹", email: "a@b.co", birthDate: "2008-06-16"), [.birthDate(.tooYoung(age: 16))]),
      (SignUpForm(nickname: "새싹", email: "a@b.co", birthDate: "2025-06-16"), [.birthDate(.inFuture)]),
      (SignUpForm(nickname: "새싹", email: "a @b.co", birthDate: "2000-01-31"), [.email(.containsWhitespace)]),
      (
        SignUpForm(nickname: "새\u{202E}싹", email: "a@b.co", birthDate: "2000-01-31", gender: .male),
        [.nickname(.forbiddenCharacter("\u{202E}"))]
      ),
      (
        SignUpForm(nickname: "가나다라마바사아자차카", email: "@b.co", birthDate: "2000-02-30"),
        [.nickname(.tooLong(length: 11)), .email(.emptyLocalPart), .birthDate(.nonexistentDate)]
      ),
    ])
  func invalidFormNeverYieldsRequest(form: SignUpForm, expected: [FieldProblem]) throws {
    let today = try Self.today()
    #expect(throws: SignUpFormError(problems: expected)) { try SignUpRequest(form: form, today: today) }
    let validation = form.validate(today: today)
    #expect(!validation.isSubmittable)
    #expect(throws: SignUpFormError(problems: expected)) { try SignUpRequest(validation: validation) }
  }

  @Test("a request made from checked values matches the one made from the form")
  func fromCheckedValues() throws {
    let today = try Self.today()
    let request = SignUpRequest(
      nickname: try Nickname(validating: "새싹"), email: try EmailAddress(validating: "a@b.co"),
      birthDate: try BirthDate(validating: "2000-01-31", today: today), gender: GenderAnswer(.male))
    let form = SignUpForm(nickname: "새싹", email: "a@b.co", birthDate: "2000-01-31", gender: .male)
    #expect(request == (try SignUpRequest(form: form, today: today)))
  }

  @Test("decoding round trips", arguments: [Gender?.some(.male), .female, nil])
  func decodingRoundTrip(gender: Gender?) throws {
    let form = SignUpForm(nickname: "새싹", email: "a@b.co", birthDate: "2000-01-31", gender: gender)
    let request = try SignUpRequest(form: form, today: try Self.today())
    let decoded = try JSONDecoder().decode(SignUpRequest.self, from: try request.jsonData())
    #expect(decoded == request)
  }

  @Test(
    "decoding re-checks every field",
    arguments: [
      (#"{"birth":"2000-01-31","email":"a@b.co","gender":1,"nick":""}"#, "nick"),
      (#"{"birth":"2000-01-31","email":"a@b.co","gender":1,"nick":" 새싹"}"#, "nick"),
      (#"{"birth":"2000-01-31","email":"a@b.co","gender":1,"nick":"새\u202e싹"}"#, "nick"),
      (#"{"birth":"2000-01-31","email":"a@b.co","gender":1,"nick":"abcdefghijk"}"#, "nick"),
      (#"{"birth":"2000-01-31","email":"a@b.co","gender":1,"nick":"o\u0308x"}"#, "nick"),
      (#"{"birth":"2000-01-31","email":"a@b.co","gender":1,"nick":"\u1109\u1162\u110a\u1161\u11a8"}"#, "nick"),
      (#"{"birth":"2000-01-31","email":"ab.co","gender":1,"nick":"새싹"}"#, "email"),
      (#"{"birth":"2000-01-31","email":"e\u0301@b.co","gender":1,"nick":"새싹"}"#, "email"),
      (#"{"birth":"2023-02-29","email":"a@b.co","gender":1,"nick":"새싹"}"#, "birth"),
      (#"{"birth":"2000-1-1","email":"a@b.co","gender":1,"nick":"새싹"}"#, "birth"),
      (#"{"birth":"2000-01-31","email":"a@b.co","gender":2,"nick":"새싹"}"#, "gender"),
    ])
  func decodingRejects(json: String, key: String) throws {
    let error = try #require(throws: DecodingError.self) {
      try JSONDecoder().decode(SignUpRequest.self, from: Data(json.utf8))
    }
    guard case .dataCorrupted(let context) = error else {
      Issue.record("expected dataCorrupted, got \(error)")
      return
    }
    #expect(context.codingPath.map(\.stringValue) == [key])
  }

  @Test("a nickname or an address in NFD is not the text that would be sent, though Swift's == says it is")
  func notInNFC() {
    let decomposed = "\u{1109}\u{1162}\u{110A}\u{1161}\u{11A8}"
    #expect(decomposed == "새싹")
    #expect(
      SignUpRequest(storedNick: decomposed, email: "a@b.co", birth: "2000-01-31", gender: GenderAnswer(nil)) == nil)
    #expect(
      SignUpRequest(storedNick: "새싹", email: "e\u{301}@b.co", birth: "2000-01-31", gender: GenderAnswer(nil)) == nil)
    #expect(SignUpRequest(storedNick: "새싹", email: "é@b.co", birth: "2000-01-31", gender: GenderAnswer(nil)) != nil)
  }

  @Test("decoding reports missing keys")
  func decodingMissingKey() {
    let json = #"{"birth":"2000-01-31","email":"a@b.co","nick":"새싹"}"#
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(SignUpRequest.self, from: Data(json.utf8)) }
  }
}
