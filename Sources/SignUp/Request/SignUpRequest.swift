/// The body of the sign-up call, made only from checked values.
///
/// Every way to make one through the public API needs a valid form: the initializers take checked values
/// (`Nickname`, `EmailAddress`, `BirthDate`, which only their rules create) or throw the form's problems.
/// Decoding also re-checks the fields (see `init(from:)`).
///
/// ```swift
/// let request = try SignUpRequest(form: form, today: today)
/// String(decoding: try request.jsonData(), as: UTF8.self)
/// // {"birth":"2000-01-31","email":"a@b.co","gender":1,"nick":"새싹"}
/// ```
public struct SignUpRequest: Hashable, Sendable {
  /// The trimmed nickname (JSON key `nick`).
  public let nick: String
  /// The email address (JSON key `email`).
  public let email: String
  /// The birth date as ISO 8601 `YYYY-MM-DD` (JSON key `birth`).
  public let birth: String
  /// The gender answer (JSON key `gender`: `1`, `0`, or `-1` for none).
  public let gender: Gender?

  /// Creates a request from values that already passed their rules.
  ///
  /// - Parameters:
  ///   - nickname: A checked nickname.
  ///   - email: A checked email address.
  ///   - birthDate: A checked birth date.
  ///   - gender: The gender answer.
  public init(nickname: Nickname, email: EmailAddress, birthDate: BirthDate, gender: GenderAnswer) {
    self.init(nick: nickname.text, email: email.text, birth: birthDate.day.isoText, gender: gender.gender)
  }

  /// Creates a request from a form's validation, or throws all of its problems.
  ///
  /// - Parameter validation: The result of `SignUpForm.validate(today:)`.
  /// - Throws: `SignUpFormError` listing every field problem, when the form is not submittable.
  public init(validation: FormValidation) throws(SignUpFormError) {
    guard case .success(let nickname) = validation.nickname,
      case .success(let email) = validation.email,
      case .success(let birthDate) = validation.birthDate
    else {
      throw SignUpFormError(problems: validation.problems)
    }
    self.init(nickname: nickname, email: email, birthDate: birthDate, gender: validation.gender)
  }

  /// Checks a form and creates its request, or throws all of its problems.
  ///
  /// - Parameters:
  ///   - form: The raw form.
  ///   - today: The current day, from an injected clock.
  /// - Throws: `SignUpFormError` listing every field problem, when the form is not submittable.
  public init(form: SignUpForm, today: CalendarDay) throws(SignUpFormError) {
    try self.init(validation: form.validate(today: today))
  }

  init(nick: String, email: String, birth: String, gender: Gender?) {
    self.nick = nick
    self.email = email
    self.birth = birth
    self.gender = gender
  }
}
