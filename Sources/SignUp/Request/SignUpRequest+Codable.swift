extension SignUpRequest: Codable {
  private enum CodingKeys: String, CodingKey {
    case nick, email, birth, gender
  }

  /// Decodes a request and re-checks its fields, so decoding cannot make a request that no valid form could.
  ///
  /// `nick` must pass the nickname rule and already be trimmed and in NFC, `email` must pass the email rule and be
  /// sent as it is (no full-width forms, NFC), `birth` must be an
  /// existing `YYYY-MM-DD` day and `gender` must be `1`, `0` or `-1`. The minimum age is not checked: it depends on
  /// the day the request was made.
  ///
  /// - Parameter decoder: The decoder to read from.
  /// - Throws: `DecodingError.dataCorrupted` naming the key and the problem when a field breaks its rule; the
  ///   decoder's own `DecodingError` when a key is missing or has the wrong type.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let nick = try container.decode(String.self, forKey: .nick)
    switch Nickname.validate(nick) {
    case .success(let nickname) where nickname.text.hasSameScalars(as: nick):
      break
    case .success:
      throw DecodingError.dataCorruptedError(
        forKey: .nick, in: container, debugDescription: "Nickname has surrounding whitespace or is not in NFC.")
    case .failure(let problem):
      throw DecodingError.dataCorruptedError(forKey: .nick, in: container, debugDescription: problem.description)
    }
    let email = try container.decode(String.self, forKey: .email)
    switch EmailAddress.validate(email) {
    case .success(let address) where address.text.hasSameScalars(as: email):
      break
    case .success:
      throw DecodingError.dataCorruptedError(
        forKey: .email, in: container, debugDescription: "Email address has full-width forms or is not in NFC.")
    case .failure(let problem):
      throw DecodingError.dataCorruptedError(forKey: .email, in: container, debugDescription: problem.description)
    }
    let birth = try container.decode(String.self, forKey: .birth)
    do throws(CalendarDayError) {
      _ = try CalendarDay(isoText: birth)
    } catch {
      throw DecodingError.dataCorruptedError(forKey: .birth, in: container, debugDescription: error.description)
    }
    let gender = try container.decode(GenderAnswer.self, forKey: .gender)
    self.init(nick: nick, email: email, birth: birth, gender: gender.gender)
  }

  /// Encodes the request as `{"birth": …, "email": …, "gender": 1|0|-1, "nick": …}`.
  ///
  /// - Parameter encoder: The encoder to write to.
  /// - Throws: The encoder's `EncodingError`, if any.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(nick, forKey: .nick)
    try container.encode(email, forKey: .email)
    try container.encode(birth, forKey: .birth)
    try container.encode(GenderAnswer(gender), forKey: .gender)
  }
}
