import Foundation

/// A problem with one field of the sign-up form.
public enum FieldProblem: Error, Hashable, Sendable, LocalizedMessage, CustomStringConvertible, LocalizedError {
  /// The nickname field's problem.
  case nickname(NicknameProblem)
  /// The email field's problem.
  case email(EmailProblem)
  /// The birth date field's problem.
  case birthDate(BirthDateProblem)

  /// The field the problem belongs to.
  public var field: SignUpField {
    switch self {
    case .nickname: return .nickname
    case .email: return .email
    case .birthDate: return .birthDate
    }
  }

  /// Whether the problem is only that the field was left empty.
  public var isRequired: Bool {
    switch self {
    case .nickname(.required), .email(.required), .birthDate(.required): return true
    default: return false
    }
  }

  /// The field's own message for this problem.
  ///
  /// - Parameter language: The language to write the message in.
  /// - Returns: The message of the wrapped problem.
  public func message(in language: Language) -> String {
    switch self {
    case .nickname(let problem): return problem.message(in: language)
    case .email(let problem): return problem.message(in: language)
    case .birthDate(let problem): return problem.message(in: language)
    }
  }

  /// The field name and the English message, for logs (for example `Email: Email address must contain an @.`).
  public var description: String { field.label(in: .english) + ": " + message(in: .english) }

  /// The same text as `description`, for `localizedDescription`.
  public var errorDescription: String? { description }
}
