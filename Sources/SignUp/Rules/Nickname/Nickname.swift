/// A nickname that passed the nickname rule.
///
/// The rule, in order (SignUp's character policy: see the SignUp catalog's "Character policy" article): the text is
/// put in Unicode NFC and surrounding whitespace is trimmed; an empty result is `.required`; any forbidden character
/// (controls, line/paragraph separators, bidi formatting such as U+202E) is `.forbiddenCharacter`; a noncharacter
/// (U+FFFF), an unassigned code point (U+0378) or a private-use character (U+E000) is `.unusableCharacter`; nothing but
/// blank-looking characters (default-ignorable code points such as U+200B, U+2060, U+FEFF, U+00AD, variation
/// selectors, the Hangul fillers U+115F, U+1160, U+3164, U+FFA0, and the braille blank U+2800), alone or with
/// spaces, is `.invisibleOnly`; a combining mark first (it would sit on whatever is drawn before the name) is
/// `.startsWithCombiningMark`; a blank-looking character anywhere else (`새` U+200B `싹` looks like `새싹`) is
/// `.invisibleCharacter`, except a variation selector after a visible character (`❤️`), a zero-width joiner or tag
/// inside an emoji (`👨‍👩‍👧`), and a ZWNJ or ZWJ inside a word of a script that needs it (`می‌خواهم`, UAX #31's
/// contexts: see `JoinerContext`); more than `maximumLength` characters *as a person counts them* (grapheme clusters:
/// "새싹" is 2, "👨‍👩‍👧" is 1) is `.tooLong`; more than `maximumScalars` Unicode scalars or `maximumBytes` UTF-8 bytes
/// (a letter with 30,000 combining marks is one character but 30,001 scalars) is `.tooLarge`.
///
/// ```swift
/// Nickname.validate("  새싹 ")      // .success, text "새싹"
/// Nickname.validate("")            // .failure(.required)
/// ```
public struct Nickname: Hashable, Sendable, CustomStringConvertible {
  /// The most characters (grapheme clusters) a nickname may have.
  public static let maximumLength = 10
  /// The most Unicode scalars a nickname may have: every combining mark, joiner and variation selector counts.
  /// Ten characters as people write them fit (ten emoji with a skin tone are 20 scalars, ten families of three
  /// 50); a letter carrying thirty marks does not.
  public static let maximumScalars = 64
  /// The most UTF-8 bytes a nickname may have (ten Hangul syllables are 30, ten families of three 180).
  public static let maximumBytes = 200

  /// The nickname in NFC, trimmed, as it is sent to the server.
  public let text: String

  private init(checkedText: String) {
    text = checkedText
  }

  /// Checks raw nickname text against the nickname rule.
  ///
  /// - Parameter text: The text as typed, possibly with surrounding whitespace.
  /// - Returns: The trimmed nickname, or the first problem found.
  public static func validate(_ text: String) -> Result<Nickname, NicknameProblem> {
    let trimmed = text.canonicallyComposed().trimmingWhitespace()
    if trimmed.isEmpty {
      return .failure(.required)
    }
    if let scalar = trimmed.unicodeScalars.first(where: \.isForbiddenInFormText) {
      return .failure(.forbiddenCharacter(scalar))
    }
    if let scalar = trimmed.unicodeScalars.first(where: { $0.unusableKind != nil }) {
      return .failure(.unusableCharacter(scalar))
    }
    if trimmed.isOnlyInvisible {
      return .failure(.invisibleOnly)
    }
    if let first = trimmed.unicodeScalars.first, first.isCombiningMark {
      return .failure(.startsWithCombiningMark(first))
    }
    if let scalar = trimmed.hiddenScalar {
      return .failure(.invisibleCharacter(scalar))
    }
    let length = trimmed.count
    if length > maximumLength {
      return .failure(.tooLong(length: length))
    }
    let scalars = trimmed.unicodeScalars.count
    let bytes = trimmed.utf8.count
    if scalars > maximumScalars || bytes > maximumBytes {
      return .failure(.tooLarge(scalars: scalars, bytes: bytes))
    }
    return .success(Nickname(checkedText: trimmed))
  }

  /// Creates a nickname from raw text, or throws the reason it is not one.
  ///
  /// - Parameter text: The text as typed.
  /// - Throws: The `NicknameProblem` that `validate(_:)` reports.
  public init(validating text: String) throws(NicknameProblem) {
    switch Self.validate(text) {
    case .success(let nickname): self = nickname
    case .failure(let problem): throw problem
    }
  }

  /// The nickname text.
  public var description: String { text }
}
