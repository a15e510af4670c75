import SignUp
import SignUpProgram

/// The rows about throwing nothing away: leaving a form with input asks once, in both faces, with the same words;
/// a refused sign-up leaves every text as it was, the cursor at its end and nothing selected, so the natural fix
/// (typing `.com`) adds to the text.
enum LeavingRows {
  private static let seedFields: [FaceStep] = [
    .replace(.nickname, "새싹"), .replace(.email, "sprout@example.com"), .replace(.birthDate, "2000-01-31"),
  ]

  static let cases: [SharedInputCase] = [
    SharedInputCase(
      "Esc on a form with a nickname and an email asks once", Array(seedFields.prefix(2)) + [.leave(.escape)],
      .asksToLeave(.escape)),
    SharedInputCase(
      "Esc on a form with only a gender chosen asks once", [.tap(.female), .leave(.escape)], .asksToLeave(.escape)),
    SharedInputCase(
      "Esc twice on a form with input leaves", seedFields + [.leave(.escape), .leave(.escape)], .left),
    SharedInputCase(
      "Esc, typing, then Esc asks again", [.replace(.nickname, "새"), .leave(.escape), .type("싹"), .leave(.escape)],
      .asksToLeave(.escape)),
    SharedInputCase("Esc on an empty form leaves at once", [.leave(.escape)], .left),
    SharedInputCase(
      "a refused sign-up keeps each text, the cursor at its end, nothing selected",
      [
        .replace(.nickname, "새싹"), .replace(.email, "sprout@example"), .replace(.birthDate, "2000-01-31"),
        .submit,
      ], .focused(.email, problems: [.email])),
    SharedInputCase(
      "after a refused email, typing .com fixes it",
      [
        .replace(.nickname, "새싹"), .replace(.email, "sprout@example"), .replace(.birthDate, "2000-01-31"),
        .tap(.female), .submit, .type(".com"), .submit,
      ], .signedUp(SharedInputTable.seedJSON)),
  ]
}
