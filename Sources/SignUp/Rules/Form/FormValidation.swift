/// The result of checking a `SignUpForm`: one typed result per field.
///
/// Only `SignUpForm.validate(today:)` makes one. A success holds a checked value (`Nickname`, `EmailAddress`,
/// `BirthDate`) that only its rule can create, which is what lets `SignUpRequest` require proof of validity.
///
/// ```swift
/// let validation = form.validate(today: today)
/// if validation.isSubmittable { let request = try SignUpRequest(validation: validation) }
/// validation.state(of: .nickname, showingRequired: true).message(in: .english)
/// ```
public struct FormValidation: Hashable, Sendable {
  /// The nickname's result.
  public let nickname: Result<Nickname, NicknameProblem>
  /// The email's result.
  public let email: Result<EmailAddress, EmailProblem>
  /// The birth date's result.
  public let birthDate: Result<BirthDate, BirthDateProblem>
  /// The gender answer; always valid, including none.
  public let gender: GenderAnswer
  /// The texts as typed, for the notes on what is sent.
  private let form: SignUpForm

  init(
    nickname: Result<Nickname, NicknameProblem>, email: Result<EmailAddress, EmailProblem>,
    birthDate: Result<BirthDate, BirthDateProblem>, gender: GenderAnswer, form: SignUpForm
  ) {
    self.nickname = nickname
    self.email = email
    self.birthDate = birthDate
    self.gender = gender
    self.form = form
  }

  /// Every problem, in field order (nickname, email, birth date); empty when the form is valid.
  public var problems: [FieldProblem] {
    SignUpField.allCases.compactMap(problem(for:))
  }

  /// Whether every field is valid, so a `SignUpRequest` can be made.
  public var isSubmittable: Bool { problems.isEmpty }

  /// The problem of one field.
  ///
  /// - Parameter field: The field to look at.
  /// - Returns: Its problem, or `nil` when it is valid (always `nil` for `.gender`).
  public func problem(for field: SignUpField) -> FieldProblem? {
    switch field {
    case .nickname:
      guard case .failure(let problem) = nickname else { return nil }
      return .nickname(problem)
    case .email:
      guard case .failure(let problem) = email else { return nil }
      return .email(problem)
    case .birthDate:
      guard case .failure(let problem) = birthDate else { return nil }
      return .birthDate(problem)
    case .gender:
      return nil
    }
  }

  /// What the screen should show for one field.
  ///
  /// An empty text field is `.empty` (no message) while the user is still filling in the form; after a submit
  /// attempt pass `showingRequired: true` to turn it into `.invalid` with the "required" message. Gender is `.empty`
  /// when none is chosen and `.valid` otherwise; it is never invalid.
  ///
  /// - Parameters:
  ///   - field: The field to look at.
  ///   - showingRequired: Whether an empty text field should show its "required" message.
  /// - Returns: `.empty`, `.valid` or `.invalid(problem)`.
  public func state(of field: SignUpField, showingRequired: Bool) -> FieldState {
    if field == .gender {
      return gender.gender == nil ? .empty : .valid
    }
    guard let problem = problem(for: field) else { return note(for: field).map(FieldState.normalized) ?? .valid }
    if problem.isRequired && !showingRequired {
      return .empty
    }
    return .invalid(problem)
  }

  /// The note for a valid field whose sent text is not what was typed, beyond trimming and NFC: full-width forms
  /// read as ASCII, or a `mailto:` taken off.
  private func note(for field: SignUpField) -> FieldNote? {
    let typed: String
    let sent: String
    switch (field, email, birthDate) {
    case (.email, .success(let address), _):
      if EmailAddress.hasMailto(form.email.foldingFullWidthForms().trimmingWhitespace()) {
        return .mailtoRemoved(address.text)
      }
      typed = form.email.trimmingWhitespace()
      sent = address.text
    case (.birthDate, _, .success(let birth)):
      typed = form.birthDate.trimmingWhitespace()
      sent = birth.day.isoText
    default:
      return nil
    }
    return typed.canonicallyComposed() == sent ? nil : .sentAs(sent)
  }
}
