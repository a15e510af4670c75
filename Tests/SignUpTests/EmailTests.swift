import SignUp
import Testing

@Suite("Email rule")
struct EmailTests {
  /// An ASCII address of exactly `length` characters: `aaa…@b.com`.
  static func address(length: Int) -> String {
    String(repeating: "a", count: length - 6) + "@b.com"
  }

  @Test(
    "accepts",
    arguments: [
      "a@b.co",
      "first.last+tag@sub.example.co.kr",
      "a/b@c.de",
      "새싹@예시.한국",
      "a@b-c.d-e",
      address(length: 254),
    ])
  func accepts(input: String) throws {
    #expect(try EmailAddress.validate(input).get().text == input)
  }

  @Test(
    "trims surrounding whitespace and takes off a leading mailto:",
    arguments: [
      (" a@b.co", "a@b.co"),
      ("a@b.co ", "a@b.co"),
      ("a@b.co\n", "a@b.co"),
      ("\u{3000}a@b.co\t", "a@b.co"),
      ("mailto:a@example.com", "a@example.com"),
      ("MailTo:a@example.com", "a@example.com"),
      (" mailto:a@example.com ", "a@example.com"),
      ("ｍａｉｌｔｏ：a@example.com", "a@example.com"),
    ])
  func trimsAndTakesOffMailto(input: String, sent: String) throws {
    #expect(try EmailAddress.validate(input).get().text == sent)
  }

  @Test("a mailto: taken off is noted under the field, in both languages")
  func mailtoNote() throws {
    let today = try CalendarDay(isoText: "2025-06-01")
    let state = SignUpForm(email: "mailto:a@example.com").validate(today: today).state(
      of: .email, showingRequired: true)
    #expect(state == .normalized(.mailtoRemoved("a@example.com")))
    #expect(state.message(in: .english) == "The leading mailto: is taken off; sent as a@example.com")
    #expect(state.message(in: .korean) == "앞의 mailto: 부분은 빼고 보냅니다: a@example.com")
    let trimmed = SignUpForm(email: "a@example.com\n").validate(today: today).state(of: .email, showingRequired: true)
    #expect(trimmed == .valid, "trimming is not noted, as for the other fields")
  }

  @Test(
    "rejects",
    arguments: [
      ("", EmailProblem.required),
      (address(length: 255), .tooLong(length: 255)),
      (address(length: 300), .tooLong(length: 300)),
      (String(repeating: "가", count: 84) + "@b.co", .tooLong(length: 257)),
      (" ", .required),
      ("\n", .required),
      ("a b@c.de", .containsWhitespace),
      ("a@b\t.co", .containsWhitespace),
      ("a@b\u{00A0}.co", .containsWhitespace),
      ("a@b\u{3000}.co", .containsWhitespace),
      ("a@b.co\u{0}", .forbiddenCharacter("\u{0}")),
      ("a\u{7F}@b.co", .forbiddenCharacter("\u{7F}")),
      ("a\u{9B}@b.co", .forbiddenCharacter("\u{9B}")),
      ("a\u{202E}@b.co", .forbiddenCharacter("\u{202E}")),
      ("a@b.co\u{2067}", .forbiddenCharacter("\u{2067}")),
      ("ab.co", .missingAtSign),
      ("\u{200B}a@b.co", .invisibleCharacter("\u{200B}")),
      ("a@b.co\u{200B}", .invisibleCharacter("\u{200B}")),
      ("a@b\u{FEFF}.co", .invisibleCharacter("\u{FEFF}")),
      ("a@b.co\u{2800}", .invisibleCharacter("\u{2800}")),
      ("a\u{3000}@b.co", .containsWhitespace),
      ("\u{301}a@b.co", .forbiddenCharacter("\u{301}")),
      ("a@@b.co", .multipleAtSigns),
      ("a@b@c.co", .multipleAtSigns),
      ("@", .emptyLocalPart),
      ("@b.co", .emptyLocalPart),
      ("a@", .missingDomain),
      ("a@b", .domainWithoutDot),
      ("a@localhost", .domainWithoutDot),
      ("a@.co", .emptyDomainLabel),
      ("a@b.co.", .emptyDomainLabel),
      ("a@b..co", .emptyDomainLabel),
      ("a@.", .emptyDomainLabel),
      ("a\u{FFFF}@b.co", .unusableCharacter("\u{FFFF}")),
      ("a\u{0378}@b.co", .unusableCharacter("\u{0378}")),
      ("\u{E000}a@b.co", .unusableCharacter("\u{E000}")),
      ("a@b.co\u{10FFFD}", .unusableCharacter("\u{10FFFD}")),
      ("a..b@x.com", .localPartDoubleDot),
      ("a.@x.com", .localPartDotAtEdge),
      (".a@x.com", .localPartDotAtEdge),
      ("a:b@x.com", .localPartCharacter(":")),
      ("a,b@x.com", .localPartCharacter(",")),
      ("\"a\"@x.com", .localPartCharacter("\"")),
      ("a@-example.com", .domainLabelHyphen),
      ("a@example-.com", .domainLabelHyphen),
      ("a@example.-com", .domainLabelHyphen),
      ("a@ex_ample.com", .domainCharacter("_")),
      ("a@example.com?subject=hi", .domainCharacter("?")),
      ("mailto:", .required),
      ("mailto:a..b@x.com", .localPartDoubleDot),
    ])
  func rejects(input: String, expected: EmailProblem) {
    #expect(EmailAddress.validate(input) == .failure(expected))
  }

  @Test(
    "full-width forms are read as ASCII, and the text sent is the folded one",
    arguments: [
      ("ｓｐｒｏｕｔ＠ｅｘａｍｐｌｅ．ｃｏｍ", "sprout@example.com"), ("a＠b.co", "a@b.co"), ("Ａ@Ｂ.ＣＯ", "A@B.CO"),
    ])
  func foldsFullWidthForms(input: String, sent: String) throws {
    #expect(try EmailAddress.validate(input).get().text == sent)
  }

  @Test("the length limit is 254 and the test addresses have the intended lengths")
  func lengthBoundary() {
    #expect(EmailAddress.maximumLength == 254)
    #expect(Self.address(length: 254).count == 254)
    #expect(Self.address(length: 255).count == 255)
  }

  @Test("the throwing initializer reports the same problem as validate")
  func throwingInitializer() throws {
    #expect(throws: EmailProblem.missingAtSign) { try EmailAddress(validating: "ab.co") }
    #expect(try EmailAddress(validating: "a@b.co").description == "a@b.co")
  }

  @Test("an @ joined with a combining mark (found by the fuzzer) is refused, naming the mark")
  func joinedAtSign() {
    #expect(EmailAddress.validate("a@\u{308}b.com") == .failure(.forbiddenCharacter("\u{308}")))
    #expect((try? EmailAddress.validate("a@b.com").get())?.text == "a@b.com")
  }
}
