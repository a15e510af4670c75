import SignUp
import SignUpProgram

/// The inputs both faces must treat the same: the same field text, the same verdict, the same words, the same
/// focus. `SignUpScreenTests` runs every row through the terminal; the GTK window's tests run every row through
/// the terminal and the window and compare their reports after each step.
public enum SharedInputTable {
  /// The seed's request.
  public static let seedJSON = #"{"birth":"2000-01-31","email":"sprout@example.com","gender":0,"nick":"새싹"}"#

  private static let filled: [FaceStep] = [
    .replace(.nickname, "새싹"), .replace(.email, "sprout@example.com"), .replace(.birthDate, "2000-01-31"),
  ]

  /// Every row.
  public static let cases: [SharedInputCase] =
    baseCases + LeavingRows.cases + SizeRows.cases + CharacterPolicyRows.cases

  private static let baseCases: [SharedInputCase] = [
    SharedInputCase(
      "the seed: 남자, 남자 again, 여자, sign up",
      filled + [.tap(.male), .tap(.male), .tap(.female), .submit], .signedUp(seedJSON)),
    SharedInputCase(
      "a right-to-left override inside a typed nickname", [.replace(.nickname, "새\u{202E}싹"), .submit],
      .refused(.nickname, code: "U+202E")),
    SharedInputCase(
      "a right-to-left override inside a pasted nickname", [.paste(.nickname, "새\u{202E}싹")],
      .refused(.nickname, code: "U+202E")),
    // (NUL cannot reach a GTK entry, whose text is a C string; the terminal's script tests cover it.)
    SharedInputCase(
      "BEL, ESC and DEL in a script's value", [.replace(.nickname, "새\u{7}\u{1B}\u{7F}싹")],
      .kept(.nickname, text: "새싹", notice: .controlCharactersRemoved(count: 3))),
    SharedInputCase(
      "a pasted coloured text loses its escape sequences whole",
      [.paste(.nickname, "\u{1B}[31m새싹\u{1B}[0m")],
      .kept(.nickname, text: "새싹", notice: .controlCharactersRemoved(count: 2))),
    SharedInputCase(
      "an OSC title sequence in a paste", [.paste(.email, "a\u{1B}]2;pwned\u{7}@b.co")],
      .kept(.email, text: "a@b.co", notice: .controlCharactersRemoved(count: 1))),
    SharedInputCase(
      "a 1 MB paste keeps 30 characters and says so",
      [.paste(.nickname, String(repeating: "가", count: 1_000_000))],
      .kept(
        .nickname, text: String(repeating: "가", count: 30),
        notice: .fieldFull(.nickname, limit: 30, dropped: 1_000_000 - 30))),
    SharedInputCase(
      "a 300-character email paste keeps 255", [.paste(.email, String(repeating: "a", count: 300))],
      .kept(.email, text: String(repeating: "a", count: 255), notice: .fieldFull(.email, limit: 255, dropped: 45))),
    SharedInputCase(
      "tabs and line breaks in a paste become spaces", [.paste(.nickname, "새\t싹\r\n")],
      .kept(.nickname, text: "새 싹 ", notice: nil)),
    SharedInputCase(
      "a braille blank alone", [.replace(.nickname, "\u{2800}"), .submit], .refused(.nickname, code: "")),
    SharedInputCase(
      "three braille blanks", [.replace(.nickname, "\u{2800}\u{2800}\u{2800}"), .submit],
      .refused(.nickname, code: "")),
    SharedInputCase(
      "a zero width space inside a nickname", [.replace(.nickname, "새\u{200B}싹")],
      .refused(.nickname, code: "U+200B")),
    SharedInputCase(
      "a Hangul filler inside a nickname", [.replace(.nickname, "새\u{3164}싹")],
      .refused(.nickname, code: "U+3164")),
    SharedInputCase(
      "a nickname starting with a combining mark", [.replace(.nickname, "\u{301}abc")],
      .refused(.nickname, code: "U+0301")),
    SharedInputCase(
      "emoji sequences are names", filled.dropFirst() + [.replace(.nickname, "❤️👨‍👩‍👧"), .submit],
      .signedUp(#"{"birth":"2000-01-31","email":"sprout@example.com","gender":-1,"nick":"❤️👨‍👩‍👧"}"#)),
    SharedInputCase(
      "an email with U+200B at its start", [.replace(.email, "\u{200B}sprout@example.com")],
      .refused(.email, code: "U+200B")),
    SharedInputCase(
      "an email with U+200B at its end", [.replace(.email, "sprout@example.com\u{200B}")],
      .refused(.email, code: "U+200B")),
    SharedInputCase(
      "an email with U+FEFF inside", [.paste(.email, "sprout@exam\u{FEFF}ple.com")],
      .refused(.email, code: "U+FEFF")),
    SharedInputCase(
      "a full-width email is sent as ASCII, and says so", [.replace(.email, "ｓｐｒｏｕｔ＠ｅｘａｍｐｌｅ．ｃｏｍ")],
      .noted(.email, note: .sentAs("sprout@example.com"))),
    SharedInputCase(
      "a full-width birth date is sent as ASCII, and says so", [.replace(.birthDate, "２０００－０１－３１")],
      .noted(.birthDate, note: .sentAs("2000-01-31"))),
    SharedInputCase(
      "a full-width sign-up sends ASCII",
      [
        .replace(.nickname, "새싹"), .replace(.email, "ｓｐｒｏｕｔ＠ｅｘａｍｐｌｅ．ｃｏｍ"),
        .replace(.birthDate, "２０００－０１－３１"), .tap(.female), .submit,
      ], .signedUp(seedJSON)),
    SharedInputCase(
      "an invalid sign-up focuses the first bad field", [.replace(.email, "nope"), .submit],
      .focused(.nickname, problems: [.nickname, .email, .birthDate])),
    SharedInputCase(
      "an invalid sign-up with only the birth date wrong focuses it",
      [.replace(.nickname, "새싹"), .replace(.email, "a@b.co"), .replace(.birthDate, "2000-02-30"), .submit],
      .focused(.birthDate, problems: [.birthDate])),
    SharedInputCase(
      "an email without a dot in its domain", [.replace(.email, "sprout@example"), .submit],
      .refused(.email, code: "")),
  ]

  /// Runs a row through a face and returns its report after each step.
  /// - Parameters:
  ///   - row: The row.
  ///   - face: A new face.
  public static func reports(of row: SharedInputCase, on face: any SignUpFace) -> [FaceReport] {
    row.steps.map { step in
      face.perform(step)
      return face.report
    }
  }
}
