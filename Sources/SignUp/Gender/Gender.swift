/// The gender a user can pick with the two linked toggle buttons 남자/여자.
///
/// "No answer" is not a case: it is `nil` in a `Gender?` (see `GenderAnswer` for its wire form).
///
/// ```swift
/// Gender.male.label(in: .korean)  // "남자"
/// Gender.female.wireCode          // 0
/// ```
public enum Gender: CaseIterable, Hashable, Sendable {
  /// 남자 / Male; wire code `1`.
  case male
  /// 여자 / Female; wire code `0`.
  case female

  /// The integer the server expects for this gender: `1` for male, `0` for female.
  public var wireCode: Int {
    switch self {
    case .male: return 1
    case .female: return 0
    }
  }

  /// The button or list label for this gender.
  ///
  /// - Parameter language: The language of the label.
  /// - Returns: `남자`/`여자` in Korean, `Male`/`Female` in English.
  public func label(in language: Language) -> String {
    switch (self, language) {
    case (.male, .korean): return "남자"
    case (.female, .korean): return "여자"
    case (.male, .english): return "Male"
    case (.female, .english): return "Female"
    }
  }
}
