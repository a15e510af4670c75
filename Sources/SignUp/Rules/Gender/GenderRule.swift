extension GenderAnswer {
  /// Checks the gender answer. Every answer is valid, including none (`nil`); the result type says so.
  ///
  /// ```swift
  /// GenderAnswer.validate(nil)  // .success(GenderAnswer(nil)), wire code -1
  /// ```
  /// - Parameter gender: The chosen gender, or `nil` for none.
  /// - Returns: The answer, always a success.
  public static func validate(_ gender: Gender?) -> Result<GenderAnswer, Never> {
    .success(GenderAnswer(gender))
  }
}
