import Foundation

/// Why an email address was rejected.
public enum EmailProblem: Error, Hashable, Sendable, LocalizedMessage, CustomStringConvertible, LocalizedError {
  /// Nothing was typed.
  case required
  /// The address has `length` UTF-8 bytes, more than `EmailAddress.maximumLength`.
  case tooLong(length: Int)
  /// The address contains a space, tab, newline or other whitespace (also at its start or end).
  case containsWhitespace
  /// The address contains a control, line/paragraph separator or bidi formatting character (the first one found).
  case forbiddenCharacter(Unicode.Scalar)
  /// The address contains a noncharacter, an unassigned code point or a private-use character (the first one
  /// found).
  case unusableCharacter(Unicode.Scalar)
  /// The address contains an invisible or blank-looking character (the first one found), which would be sent
  /// without being seen.
  case invisibleCharacter(Unicode.Scalar)
  /// There is no `@`.
  case missingAtSign
  /// There is more than one `@`.
  case multipleAtSigns
  /// Nothing comes before the `@`.
  case emptyLocalPart
  /// The part before the `@` starts or ends with a dot (`.a@x.com`, `a.@x.com`).
  case localPartDotAtEdge
  /// The part before the `@` has two dots in a row (`a..b@x.com`).
  case localPartDoubleDot
  /// The part before the `@` has an ASCII character a dot-atom cannot hold (`:` in `mailto:a@x.com` typed by hand,
  /// `,`, `"`, `(`); always a printable ASCII character, so it can be shown as it is.
  case localPartCharacter(Unicode.Scalar)
  /// The domain has an ASCII character other than a letter, a digit, a hyphen or a dot (`_`, `!`, `?`).
  case domainCharacter(Unicode.Scalar)
  /// A label of the domain (a part between dots) starts or ends with a hyphen (`a@-example.com`).
  case domainLabelHyphen
  /// Nothing comes after the `@`.
  case missingDomain
  /// The domain after the `@` has no dot.
  case domainWithoutDot
  /// The domain starts or ends with a dot, or has two dots in a row.
  case emptyDomainLabel
  /// An account already has this address, as its canonical form counts (``EmailAddress/canonicalKey``). Only a
  /// store says so.
  case taken

  /// The message for this problem.
  ///
  /// - Parameter language: The language to write the message in.
  /// - Returns: A sentence telling the user what to fix.
  public func message(in language: Language) -> String {
    switch language {
    case .korean: return koreanMessage
    case .english: return englishMessage
    }
  }

  private var koreanMessage: String {
    switch self {
    case .required: return "이메일을 입력해 주세요."
    case .tooLong(let length):
      return "이메일은 \(EmailAddress.maximumLength)바이트 이하로 입력해 주세요. (현재 \(length)바이트, 영문·숫자 1바이트, 한글 3바이트)"
    case .containsWhitespace: return "이메일에는 공백을 넣을 수 없습니다."
    case .forbiddenCharacter(let scalar): return "이메일에 사용할 수 없는 문자(\(scalar.codePointText))가 있습니다."
    case .invisibleCharacter(let scalar): return "이메일에 보이지 않는 문자(\(scalar.codePointText))가 있습니다."
    case .unusableCharacter(let scalar):
      return "이메일에 쓸 수 없는 문자가 있습니다. (\(scalar.codePointText): \(scalar.unusableWords(in: .korean)))"
    case .localPartDotAtEdge: return "@ 앞부분은 점(.)으로 시작하거나 끝날 수 없습니다."
    case .localPartDoubleDot: return "@ 앞부분에 점(.) 두 개가 잇달아 있습니다."
    case .localPartCharacter(let scalar):
      return "@ 앞부분에는 \u{2018}\(scalar)\u{2019} 문자(\(scalar.codePointText))를 쓸 수 없습니다."
    case .domainCharacter(let scalar):
      return "도메인에는 \u{2018}\(scalar)\u{2019} 문자(\(scalar.codePointText))를 쓸 수 없습니다. 글자, 숫자, 하이픈(-), 점(.)만 됩니다."
    case .domainLabelHyphen: return "도메인의 점(.) 사이 각 부분은 하이픈(-)으로 시작하거나 끝날 수 없습니다."
    case .missingAtSign: return "이메일에 @를 넣어 주세요."
    case .multipleAtSigns: return "이메일에는 @가 하나만 있어야 합니다."
    case .emptyLocalPart: return "@ 앞부분을 입력해 주세요."
    case .missingDomain: return "@ 뒤에 도메인을 입력해 주세요. (예: example.com)"
    case .domainWithoutDot: return "도메인에 점(.)이 있어야 합니다. (예: example.com)"
    case .emptyDomainLabel: return "도메인의 점(.) 위치를 확인해 주세요. (예: example.com)"
    case .taken: return "이미 가입된 이메일입니다."
    }
  }

  private var englishMessage: String {
    switch self {
    case .required: return "Please enter an email address."
    case .tooLong(let length):
      return
        "Email address must be at most \(EmailAddress.maximumLength) bytes (now \(length); ASCII counts 1, others 2 to 4)."
    case .containsWhitespace: return "Email address must not contain spaces."
    case .forbiddenCharacter(let scalar):
      return "Email address contains a character that is not allowed (\(scalar.codePointText))."
    case .invisibleCharacter(let scalar):
      return "Email address contains an invisible character (\(scalar.codePointText))."
    case .unusableCharacter(let scalar):
      return "Email address cannot contain \(scalar.codePointText): it is \(scalar.unusableWords(in: .english))."
    case .localPartDotAtEdge: return "The part before the @ cannot start or end with a dot."
    case .localPartDoubleDot: return "The part before the @ cannot have two dots in a row."
    case .localPartCharacter(let scalar):
      return "The part before the @ cannot contain \u{201C}\(scalar)\u{201D} (\(scalar.codePointText))."
    case .domainCharacter(let scalar):
      return
        "The domain cannot contain \u{201C}\(scalar)\u{201D} (\(scalar.codePointText)): only letters, digits, hyphens and dots."
    case .domainLabelHyphen:
      return "Each part of the domain between dots must start and end with a letter or digit, not a hyphen."
    case .missingAtSign: return "Email address must contain an @."
    case .multipleAtSigns: return "Email address must contain only one @."
    case .emptyLocalPart: return "Please enter the part before the @."
    case .missingDomain: return "Please enter a domain after the @ (e.g. example.com)."
    case .domainWithoutDot: return "The domain must contain a dot (e.g. example.com)."
    case .emptyDomainLabel: return "Check the dots in the domain (e.g. example.com)."
    case .taken: return "An account with this email address already exists."
    }
  }

  /// The English message, for logs and `print`.
  public var description: String { message(in: .english) }

  /// The English message, for `localizedDescription`.
  public var errorDescription: String? { description }
}
