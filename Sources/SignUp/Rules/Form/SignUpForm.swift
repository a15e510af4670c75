/// The raw contents of the sign-up screen: the texts as typed and the gender selection.
///
/// A plain value with no rules applied; call `validate(today:)` to check it.
///
/// ```swift
/// let form = SignUpForm(nickname: "새싹", email: "a@b.co", birthDate: "2000-01-31", gender: .male)
/// let validation = form.validate(today: today)
/// validation.isSubmittable  // true
/// ```
public struct SignUpForm: Hashable, Sendable {
  /// The nickname text as typed.
  public var nickname: String
  /// The email text as typed.
  public var email: String
  /// The birth date text as typed, expected as `YYYY-MM-DD`.
  public var birthDate: String
  /// The selected gender, or `nil` for none.
  public var gender: Gender?

  /// Creates a form; every field defaults to empty and gender to none.
  ///
  /// - Parameters:
  ///   - nickname: The nickname text.
  ///   - email: The email text.
  ///   - birthDate: The birth date text.
  ///   - gender: The selected gender, or `nil`.
  public init(nickname: String = "", email: String = "", birthDate: String = "", gender: Gender? = nil) {
    self.nickname = nickname
    self.email = email
    self.birthDate = birthDate
    self.gender = gender
  }

  /// Checks every field.
  ///
  /// - Parameter today: The current day, from an injected clock (see `CalendarDay.init(date:timeZone:)`).
  /// - Returns: The per-field results and whether the form can be submitted.
  public func validate(today: CalendarDay) -> FormValidation {
    FormValidation(
      nickname: Nickname.validate(nickname),
      email: EmailAddress.validate(email),
      birthDate: BirthDate.validate(birthDate, today: today),
      gender: GenderAnswer(gender), form: self)
  }
}
