import Foundation

/// Why text or numbers do not name a day.
public enum CalendarDayError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
  /// The text is not `YYYY-MM-DD` with ASCII digits; carries the text unchanged.
  case invalidFormat(String)
  /// The month is not in `1...12`.
  case monthOutOfRange(Int)
  /// The month has no such day in that year (for example 2023-02-29 or 2000-04-31).
  case dayOutOfRange(year: Int, month: Int, day: Int)

  /// A readable explanation of the problem.
  public var description: String {
    switch self {
    case .invalidFormat(let text):
      return "'\(text)' is not a date written as YYYY-MM-DD."
    case .monthOutOfRange(let month):
      return "Month \(month) does not exist; months are 1 to 12."
    case .dayOutOfRange(let year, let month, let day):
      let count = CalendarDay.numberOfDays(inMonth: month, year: year)
      return "Day \(day) does not exist in month \(month) of year \(year), which has \(count) days."
    }
  }

  /// The same text as `description`, for `localizedDescription`.
  public var errorDescription: String? { description }
}
