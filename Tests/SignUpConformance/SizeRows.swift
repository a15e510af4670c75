import SignUp
import SignUpProgram

/// The rows about a nickname's size: one verdict for one text whether a script types it, the terminal's paste
/// brings it or the window takes it. A field takes at most 4 scalars per character it takes (120 for the nickname)
/// and cuts a longer character inside; the rule bounds a nickname in characters, scalars and bytes.
enum SizeRows {
  /// `a` and 30,000 combining acute accents: one character, 30,001 scalars, 60,001 bytes.
  static let heavyLetter = "a" + String(repeating: "\u{301}", count: 30_000)
  /// What the nickname field keeps of it: the letter and 119 marks.
  static let keptOfHeavyLetter = "a" + String(repeating: "\u{301}", count: 119)
  /// Ten characters of eight scalars each (`x` and seven acute accents, which NFC leaves as they are).
  static let tenMarkedLetters = String(repeating: "x" + String(repeating: "\u{301}", count: 7), count: 10)

  static let cases: [SharedInputCase] = [
    SharedInputCase(
      "typing on into a full nickname counts every character left out, however the keys arrive",
      [.replace(.nickname, String(repeating: "가", count: 30)), .type(String(repeating: "나", count: 12))],
      .kept(
        .nickname, text: String(repeating: "가", count: 30), notice: .fieldFull(.nickname, limit: 30, dropped: 12))),
    SharedInputCase(
      "a letter with 30,000 combining marks in a script's value keeps 120 scalars and says so",
      [.replace(.nickname, heavyLetter)],
      .kept(
        .nickname, text: keptOfHeavyLetter, notice: .fieldFullOfScalars(.nickname, limit: 120, dropped: 29_881))),
    SharedInputCase(
      "a letter with 30,000 combining marks pasted keeps the same 120 scalars and the same words",
      [.paste(.nickname, heavyLetter)],
      .kept(
        .nickname, text: keptOfHeavyLetter, notice: .fieldFullOfScalars(.nickname, limit: 120, dropped: 29_881))),
    SharedInputCase(
      "a letter with 30,000 combining marks typed as keys keeps the same 120 scalars and the same words",
      [.type(heavyLetter)],
      .kept(
        .nickname, text: keptOfHeavyLetter, notice: .fieldFullOfScalars(.nickname, limit: 120, dropped: 29_881))),
    SharedInputCase(
      "a 5,000-scalar character pasted keeps 120 scalars",
      [.paste(.nickname, "b" + String(repeating: "\u{308}", count: 4_999))],
      .kept(
        .nickname, text: "b" + String(repeating: "\u{308}", count: 119),
        notice: .fieldFullOfScalars(.nickname, limit: 120, dropped: 4_880))),
    SharedInputCase(
      "a letter with 30,000 combining marks is refused as too large, in scalars and bytes (NFC makes a + U+0301 á)",
      [.paste(.nickname, heavyLetter), .submit],
      .refusedAs(.nickname, .nickname(.tooLarge(scalars: 119, bytes: 238)))),
    SharedInputCase(
      "ten characters of eight scalars each are refused as too large",
      [.replace(.nickname, tenMarkedLetters), .submit],
      .refusedAs(.nickname, .nickname(.tooLarge(scalars: 80, bytes: 150)))),
    SharedInputCase(
      "a 60 KB nickname is never sent: the same sign-up with a short name goes through",
      [
        .replace(.nickname, heavyLetter), .replace(.email, "sprout@example.com"), .replace(.birthDate, "2000-01-31"),
        .tap(.female), .submit, .replace(.nickname, "새싹"), .submit,
      ], .signedUp(SharedInputTable.seedJSON)),
  ]
}
