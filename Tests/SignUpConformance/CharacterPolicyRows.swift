import SignUp
import SignUpProgram

/// The rows of the revised character policy (SignUp's "Character policy" article): joiners only inside a word of a
/// script that needs them, code points no one reads the same way refused, emails trimmed, `mailto:` taken off with
/// a note, and dot-atom and hyphen mistakes refused with words that name the part.
enum CharacterPolicyRows {
  private static let rest: [FaceStep] = [
    .replace(.email, "sprout@example.com"), .replace(.birthDate, "2000-01-31"), .tap(.female),
  ]

  private static func signedUp(nick: String, email: String = "sprout@example.com") -> SharedInputCase.Expectation {
    .signedUp(#"{"birth":"2000-01-31","email":""# + email + #"","gender":0,"nick":""# + nick + #""}"#)
  }

  static let cases: [SharedInputCase] = [
    SharedInputCase(
      "a Persian word with ZWNJ inside signs up", rest + [.replace(.nickname, "می\u{200C}خواهم"), .submit],
      signedUp(nick: "می\u{200C}خواهم")),
    SharedInputCase(
      "a Devanagari half form (virama, ZWNJ) signs up", rest + [.replace(.nickname, "क्\u{200C}ष"), .submit],
      signedUp(nick: "क्\u{200C}ष")),
    SharedInputCase(
      "ZWNJ at the end of a Persian word", [.replace(.nickname, "می\u{200C}")], .refused(.nickname, code: "U+200C")),
    SharedInputCase(
      "ZWNJ at the start of a nickname", [.replace(.nickname, "\u{200C}می")], .refused(.nickname, code: "U+200C")),
    SharedInputCase(
      "ZWNJ between Latin letters", [.replace(.nickname, "a\u{200C}b")], .refused(.nickname, code: "U+200C")),
    SharedInputCase(
      "ZWJ between Hangul syllables", [.replace(.nickname, "새\u{200D}싹")], .refused(.nickname, code: "U+200D")),
    SharedInputCase(
      "a noncharacter", [.replace(.nickname, "a\u{FFFF}b")],
      .refusedAs(.nickname, .nickname(.unusableCharacter("\u{FFFF}")))),
    SharedInputCase(
      "an unassigned code point", [.replace(.nickname, "a\u{0378}b")],
      .refusedAs(.nickname, .nickname(.unusableCharacter("\u{0378}")))),
    SharedInputCase(
      "a private-use character", [.paste(.nickname, "\u{E000}abc")],
      .refusedAs(.nickname, .nickname(.unusableCharacter("\u{E000}")))),
    SharedInputCase(
      "tag characters outside an emoji", [.replace(.nickname, "ab\u{E0061}")], .refused(.nickname, code: "U+E0061")),
    SharedInputCase(
      "a private-use character in an email", [.replace(.email, "a\u{F8FF}@example.com")],
      .refusedAs(.email, .email(.unusableCharacter("\u{F8FF}")))),
    SharedInputCase(
      "an email pasted with its newline is trimmed", [.paste(.email, "sprout@example.com\n")],
      .kept(.email, text: "sprout@example.com ", notice: nil)),
    SharedInputCase(
      "an email with surrounding spaces signs up trimmed",
      [
        .replace(.nickname, "새싹"), .replace(.email, "  sprout@example.com "), .replace(.birthDate, "2000-01-31"),
        .tap(.female), .submit,
      ],
      .signedUp(SharedInputTable.seedJSON)),
    SharedInputCase(
      "a pasted mailto: is taken off, with a note", [.paste(.email, "mailto:a@example.com")],
      .noted(.email, note: .mailtoRemoved("a@example.com"))),
    SharedInputCase(
      "a sign-up with mailto: sends the address alone",
      [
        .replace(.nickname, "새싹"), .replace(.email, "MAILTO:a@example.com"), .replace(.birthDate, "2000-01-31"),
        .tap(.female), .submit,
      ],
      signedUp(nick: "새싹", email: "a@example.com")),
    SharedInputCase(
      "two dots in a row before the @", [.replace(.email, "a..b@x.com")],
      .refusedAs(.email, .email(.localPartDoubleDot))),
    SharedInputCase(
      "a dot at the end of the part before the @", [.replace(.email, "a.@x.com")],
      .refusedAs(.email, .email(.localPartDotAtEdge))),
    SharedInputCase(
      "a dot at the start of the part before the @", [.replace(.email, ".a@x.com")],
      .refusedAs(.email, .email(.localPartDotAtEdge))),
    SharedInputCase(
      "a colon before the @", [.replace(.email, "a:b@x.com")],
      .refusedAs(.email, .email(.localPartCharacter(":")))),
    SharedInputCase(
      "a domain label starting with a hyphen", [.replace(.email, "a@-example.com")],
      .refusedAs(.email, .email(.domainLabelHyphen))),
    SharedInputCase(
      "a domain label ending with a hyphen", [.replace(.email, "a@example-.com")],
      .refusedAs(.email, .email(.domainLabelHyphen))),
    SharedInputCase(
      "an underscore in the domain", [.replace(.email, "a@ex_ample.com")],
      .refusedAs(.email, .email(.domainCharacter("_")))),
    SharedInputCase(
      "a hyphen inside a domain label is fine",
      [
        .replace(.nickname, "새싹"), .replace(.email, "a.b+c@my-example.co.kr"), .replace(.birthDate, "2000-01-31"),
        .tap(.female), .submit,
      ],
      signedUp(nick: "새싹", email: "a.b+c@my-example.co.kr")),
  ]
}
