import SignUp

extension Language {
  /// The language an `Accept-Language` header prefers among Korean and English (by `q`, then order); English
  /// when it names neither, or there is none.
  ///
  /// ```swift
  /// Language(acceptLanguage: "fr;q=1, ko-KR;q=0.8, en;q=0.5")  // .korean
  /// ```
  /// - Parameter header: The header's value.
  public init(acceptLanguage header: String?) {
    guard let header, !header.isEmpty else {
      self = .english
      return
    }
    var best: (language: Language, quality: Double)?
    for range in header.split(separator: ",") {
      let parts = range.split(separator: ";").map { $0.trimmingWhitespace() }
      guard let tag = parts.first?.lowercased() else { continue }
      let primary = tag.split(separator: "-").first.map(String.init) ?? tag
      var quality = 1.0
      for parameter in parts.dropFirst() where parameter.lowercased().hasPrefix("q=") {
        quality = Double(parameter.dropFirst(2)) ?? 0
      }
      let language: Language? =
        switch primary {
        case "ko": .korean
        case "en": .english
        default: nil
        }
      guard let language, quality > 0 else { continue }
      if best == nil || quality > best?.quality ?? 0 { best = (language, quality) }
    }
    self = best?.language ?? .english
  }
}

extension Substring {
  /// The text without surrounding spaces and tabs.
  func trimmingWhitespace() -> String {
    String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }
}
