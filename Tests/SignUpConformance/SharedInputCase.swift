import SignUp
import SignUpProgram

/// One row of the shared input table: steps, and what must come of them in every face.
public struct SharedInputCase: Sendable, CustomStringConvertible {
  /// What the last report must show, beyond both faces agreeing.
  public enum Expectation: Sendable {
    /// Signed up with exactly this JSON.
    case signedUp(String)
    /// Not signed up; the field is marked invalid and its message names `code` (such as `U+202E`).
    case refused(SignUpField, code: String)
    /// Not signed up; the field is marked invalid and its message is exactly `problem`'s.
    case refusedAs(SignUpField, FieldProblem)
    /// The field holds exactly `text` and the status line says `notice`.
    case kept(SignUpField, text: String, notice: FormNotice?)
    /// The field is valid and its message is `note` (what is sent).
    case noted(SignUpField, note: FieldNote)
    /// After a refused sign-up: focus on `field`, the status line names the `problems` fields, and every field
    /// has its cursor at the end of its text with nothing selected (so the next key adds to the text).
    case focused(SignUpField, problems: [SignUpField])
    /// Still on the form, which asks to confirm leaving the way `way` asked.
    case asksToLeave(LeaveRequest)
    /// The face ended without signing up.
    case left
  }

  /// The row's name.
  public let name: String
  /// The steps, in order.
  public let steps: [FaceStep]
  /// What the last report must show.
  public let expectation: Expectation

  /// Makes a row.
  public init(_ name: String, _ steps: [FaceStep], _ expectation: Expectation) {
    self.name = name
    self.steps = steps
    self.expectation = expectation
  }

  /// The row's name.
  public var description: String { name }

  /// Why `report` (the last one) does not meet the expectation, or `nil`.
  /// - Parameters:
  ///   - report: The face's report after the last step.
  ///   - language: The language the face ran in.
  public func mismatch(in report: FaceReport, language: Language) -> String? {
    func index(_ field: SignUpField) -> Int { FaceReport.textFields.firstIndex(of: field) ?? 0 }
    switch expectation {
    case .signedUp(let json):
      return report.request == json ? nil : "expected the request \(json)"
    case .refused(let field, let code):
      let message = report.messages[index(field)] ?? ""
      guard report.request == nil, report.invalid[index(field)], code.isEmpty || message.contains(code) else {
        return "expected \(field) refused, its message naming \(code)"
      }
      return nil
    case .refusedAs(let field, let problem):
      guard report.request == nil, report.invalid[index(field)],
        report.messages[index(field)] == problem.message(in: language)
      else {
        return "expected \(field) refused with \"\(problem.message(in: language))\""
      }
      return nil
    case .kept(let field, let text, let notice):
      guard report.texts[index(field)] == text, report.notice == notice?.message(in: language) else {
        return "expected \(field) to hold \(text.count) characters and the notice \(String(describing: notice))"
      }
      return nil
    case .noted(let field, let note):
      guard report.messages[index(field)] == note.message(in: language), !report.invalid[index(field)] else {
        return "expected \(field) valid, with the note \(note)"
      }
      return nil
    case .focused(let field, let problems):
      guard report.focus == .field(field),
        report.notice == FormNotice.checkFields(problems).message(in: language)
      else {
        return "expected focus on \(field) and the fields \(problems) to check"
      }
      guard report.cursorsAtEnd.allSatisfy({ $0 }), !report.selections.contains(true) else {
        return "expected every cursor at the end of its text and nothing selected"
      }
      return nil
    case .asksToLeave(let way):
      guard !report.hasLeft, report.request == nil,
        report.notice == FormNotice.confirmLeave(way).message(in: language)
      else {
        return "expected the form to stay and ask to confirm leaving (\(way))"
      }
      return nil
    case .left:
      return report.hasLeft && report.request == nil ? nil : "expected the face to have left without signing up"
    }
  }
}
