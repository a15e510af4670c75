extension SignUpRequest {
  /// Remakes a request a store kept, re-checking its fields as decoding does, or `nil` when one breaks its rule.
  ///
  /// `nick` must pass the nickname rule and already be trimmed and in NFC, `email` must pass the email rule as it
  /// is, `birth` must be an existing `YYYY-MM-DD` day. The minimum age is not checked: it depends on the day the
  /// request was made.
  ///
  /// ```swift
  /// SignUpRequest(storedNick: "새싹", email: "a@b.co", birth: "2000-01-31", gender: GenderAnswer(.female))
  /// SignUpRequest(storedNick: " 새싹", email: "a@b.co", birth: "2000-01-31", gender: GenderAnswer(nil))  // nil
  /// ```
  /// - Parameters:
  ///   - storedNick: The nickname text as it was stored.
  ///   - email: The address as it was stored.
  ///   - birth: The birth date as `YYYY-MM-DD`.
  ///   - gender: The gender answer.
  public init?(storedNick: String, email: String, birth: String, gender: GenderAnswer) {
    guard case .success(let nickname) = Nickname.validate(storedNick), nickname.text.hasSameScalars(as: storedNick),
      case .success(let address) = EmailAddress.validate(email), address.text.hasSameScalars(as: email),
      (try? CalendarDay(isoText: birth)) != nil
    else {
      return nil
    }
    self.init(nick: storedNick, email: email, birth: birth, gender: gender.gender)
  }
}
