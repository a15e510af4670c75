import Foundation

/// The reason a sign-up request could not be made: the form's field problems.
public struct SignUpFormError: Error, Hashable, Sendable, LocalizedMessage, CustomStringConvertible, LocalizedError {
  /// Every field problem, in field order (nickname, email, birth date).
  public let problems: [FieldProblem]

  /// Wraps the problems of a form.
  ///
  /// - Parameter problems: The field problems, in field order.
  public init(problems: [FieldProblem]) {
    self.problems = problems
  }

  /// One line per problem, each `field: message`.
  ///
  /// - Parameter language: The language of the field names and messages.
  /// - Returns: For example `이메일: 이메일에 @를 넣어 주세요.`
  public func message(in language: Language) -> String {
    problems.map { $0.field.label(in: language) + ": " + $0.message(in: language) }.joined(separator: "\n")
  }

  /// The English lines, for logs and `print`.
  public var description: String { message(in: .english) }

  /// The English lines, for `localizedDescription`.
  public var errorDescription: String? { description }
}
