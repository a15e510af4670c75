/// An email address that passed the email rule.
///
/// The rule, in order (the first failing check is reported): full-width forms are read as ASCII and the text is
/// put in NFC (`ｓｐｒｏｕｔ＠ｅｘａｍｐｌｅ．ｃｏｍ` is `sprout@example.com`; the field says what is sent); empty is
/// `.required`; more than `maximumLength` UTF-8 bytes is `.tooLong`; any whitespace is `.containsWhitespace`; a
/// control, line/paragraph separator or bidi formatting character is `.forbiddenCharacter`; an invisible or
/// blank-looking character (U+200B, U+FEFF, U+2800, …) anywhere is `.invisibleCharacter`; a combining mark first is
/// `.forbiddenCharacter`; then exactly one `@` with
/// a non-empty part before it, and a domain after it made of at least two non-empty dot-separated labels (no
/// leading, trailing or double dot). The text is not trimmed: surrounding spaces are reported, not removed.
///
/// ```swift
/// EmailAddress.validate("a@b.co")   // .success
/// EmailAddress.validate("a@b")      // .failure(.domainWithoutDot)
/// EmailAddress.validate("ａ@b.co")   // .success, text "a@b.co"
/// ```
public struct EmailAddress: Hashable, Sendable, CustomStringConvertible {
  /// The longest address accepted, counted in UTF-8 bytes.
  ///
  /// 254 is the SMTP limit, which is in octets. For ASCII addresses bytes and characters are the same; for others
  /// the byte count is the strictest measure, so an accepted address fits 254 in any unit.
  public static let maximumLength = 254

  /// The address as it is sent: as typed, with full-width forms read as ASCII, in NFC.
  public let text: String

  private init(checkedText: String) {
    text = checkedText
  }

  /// Checks raw email text against the email rule.
  ///
  /// - Parameter typed: The text as typed.
  /// - Returns: The address, or the first problem found.
  public static func validate(_ typed: String) -> Result<EmailAddress, EmailProblem> {
    let text = typed.foldingFullWidthForms()
    if text.isEmpty {
      return .failure(.required)
    }
    let length = text.utf8.count
    if length > maximumLength {
      return .failure(.tooLong(length: length))
    }
    let scalars = text.unicodeScalars
    if scalars.contains(where: \.properties.isWhitespace) {
      return .failure(.containsWhitespace)
    }
    if let scalar = scalars.first(where: \.isForbiddenInFormText) {
      return .failure(.forbiddenCharacter(scalar))
    }
    if let scalar = scalars.first(where: \.isInvisible) {
      return .failure(.invisibleCharacter(scalar))
    }
    if let first = scalars.first, first.isCombiningMark {
      return .failure(.forbiddenCharacter(first))
    }
    let parts = scalars.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count > 1 else { return .failure(.missingAtSign) }
    guard parts.count == 2 else { return .failure(.multipleAtSigns) }
    // A combining mark after the "@" (or a prepended mark before it) joins it into one character, "@̈": a person
    // no longer sees an "@" there. Name the joining scalar.
    if let joined = text.first(where: { $0 != "@" && $0.unicodeScalars.contains("@") }),
      let mark = joined.unicodeScalars.first(where: { $0 != "@" })
    {
      return .failure(.forbiddenCharacter(mark))
    }
    guard !parts[0].isEmpty else { return .failure(.emptyLocalPart) }
    let domain = parts[1]
    guard !domain.isEmpty else { return .failure(.missingDomain) }
    let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
    guard labels.count > 1 else { return .failure(.domainWithoutDot) }
    guard labels.allSatisfy({ !$0.isEmpty }) else { return .failure(.emptyDomainLabel) }
    return .success(EmailAddress(checkedText: text))
  }

  /// Creates an address from raw text, or throws the reason it is not one.
  ///
  /// - Parameter text: The text as typed.
  /// - Throws: The `EmailProblem` that `validate(_:)` reports.
  public init(validating text: String) throws(EmailProblem) {
    switch Self.validate(text) {
    case .success(let address): self = address
    case .failure(let problem): throw problem
    }
  }

  /// The address text.
  public var description: String { text }
}
