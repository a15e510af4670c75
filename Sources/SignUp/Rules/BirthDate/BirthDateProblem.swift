import Foundation

/// Why a birth date was rejected.
public enum BirthDateProblem: Error, Hashable, Sendable, LocalizedMessage, CustomStringConvertible, LocalizedError {
  /// Nothing was typed.
  case required
  /// The text is not `YYYY-MM-DD` with ASCII digits (for example `2000-1-1` or `abcd-ef-gh`).
  case invalidFormat
  /// The text has the right shape but names a day that does not exist (for example 2023-02-29 or 2000-13-01).
  case nonexistentDate
  /// The day is after today.
  case inFuture
  /// The person is `age` years old today, younger than `BirthDate.minimumAge`.
  case tooYoung(age: Int)
  /// The year is before `BirthDate.earliestYear`, or the age is over `BirthDate.maximumAge`.
  case tooOld

  /// The message for this problem.
  ///
  /// - Parameter language: The language to write the message in.
  /// - Returns: A sentence telling the user what to fix.
  public func message(in language: Language) -> String {
    let minimumAge = BirthDate.minimumAge
    switch (self, language) {
    case (.required, .korean): return "생년월일을 입력해 주세요."
    case (.required, .english): return "Please enter your birth date."
    case (.invalidFormat, .korean): return "생년월일을 YYYY-MM-DD 형식으로 입력해 주세요. (예: 2000-01-31)"
    case (.invalidFormat, .english): return "Please enter your birth date as YYYY-MM-DD (e.g. 2000-01-31)."
    case (.nonexistentDate, .korean): return "존재하지 않는 날짜입니다."
    case (.nonexistentDate, .english): return "That date does not exist."
    case (.inFuture, .korean): return "생년월일은 미래 날짜일 수 없습니다."
    case (.inFuture, .english): return "Birth date cannot be in the future."
    case (.tooYoung, .korean): return "만 \(minimumAge)세 이상만 가입할 수 있습니다."
    case (.tooYoung, .english): return "You must be at least \(minimumAge) years old to sign up."
    case (.tooOld, .korean):
      return "생년월일의 연도를 확인해 주세요. (\(BirthDate.earliestYear)년 이후, 만 \(BirthDate.maximumAge)세 이하)"
    case (.tooOld, .english):
      return "Please check the year: from \(BirthDate.earliestYear) on, and at most \(BirthDate.maximumAge) years ago."
    }
  }

  /// The English message, for logs and `print`.
  public var description: String { message(in: .english) }

  /// The English message, for `localizedDescription`.
  public var errorDescription: String? { description }
}
