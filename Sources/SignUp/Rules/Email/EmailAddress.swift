/// An email address that passed the email rule.
///
/// The rule, in order (the first failing check is reported): full-width forms are read as ASCII, the text is put in
/// NFC (`ｓｐｒｏｕｔ＠ｅｘａｍｐｌｅ．ｃｏｍ` is `sprout@example.com`; the field says what is sent) and trimmed of
/// surrounding whitespace, as the other fields are (an address copied with its newline); a leading `mailto:` (any
/// case) is taken off, and the field says so; empty is `.required`; more than `maximumLength` UTF-8 bytes is
/// `.tooLong`; any whitespace inside is `.containsWhitespace`; a control, line/paragraph separator or bidi
/// formatting character is `.forbiddenCharacter`; a noncharacter, unassigned or private-use code point is
/// `.unusableCharacter`; an invisible or blank-looking character (U+200B, U+FEFF, U+2800, …) anywhere is
/// `.invisibleCharacter`; a combining mark first is `.forbiddenCharacter`; then exactly one `@`, a part before it
/// that is a dot-atom (RFC 5322: letters, digits and ``EmailAddress/localPartSymbols``, or any non-ASCII letter as
/// RFC 6531 allows; no dot first, last or twice in a row), and a domain after it made of at least two non-empty
/// dot-separated labels of letters, digits and hyphens, none starting or ending with a hyphen (RFC 1035).
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
    let text = withoutMailto(typed.foldingFullWidthForms().trimmingWhitespace())
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
    if let scalar = scalars.first(where: { $0.unusableKind != nil }) {
      return .failure(.unusableCharacter(scalar))
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
    if let problem = localPartProblem(parts[0]) { return .failure(problem) }
    let domain = parts[1]
    guard !domain.isEmpty else { return .failure(.missingDomain) }
    if let problem = domainProblem(domain) { return .failure(problem) }
    return .success(EmailAddress(checkedText: text))
  }

  /// The text without a leading `mailto:` (in any case), as a link's address is copied.
  static func withoutMailto(_ text: String) -> String {
    guard hasMailto(text) else { return text }
    return String(text.unicodeScalars.dropFirst(mailtoPrefix.count))
  }

  /// Whether the text starts with `mailto:` (in any case).
  static func hasMailto(_ text: String) -> Bool {
    let head = text.unicodeScalars.prefix(mailtoPrefix.count)
    return String(String.UnicodeScalarView(head)).lowercased() == mailtoPrefix
  }

  private static let mailtoPrefix = "mailto:"

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
