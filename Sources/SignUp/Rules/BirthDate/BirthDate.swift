/// A birth date that passed the birth date rule.
///
/// The rule, in order: surrounding whitespace is trimmed and full-width digits and dashes (`２０００－０１－３１`, as
/// a Korean IME often types them) are read as ASCII; empty text is `.required`; text that is not `YYYY-MM-DD` is
/// `.invalidFormat`; a day that does not exist (2023-02-29, 2000-13-01) is `.nonexistentDate`; a day after `today` is
/// `.inFuture`; a year before `earliestYear` or an age over `maximumAge` is `.tooOld`; an age below `minimumAge` on
/// `today` is `.tooYoung`. Age is counted by calendar days (see
/// `CalendarDay.completedYears(on:)`: the birthday itself counts; 29 February birthdays fall on 1 March in non-leap
/// years).
///
/// ```swift
/// let today = try CalendarDay(isoText: "2025-06-15")
/// BirthDate.validate("2008-06-15", today: today)  // .success (17 today)
/// BirthDate.validate("2008-06-16", today: today)  // .failure(.tooYoung(age: 16))
/// ```
public struct BirthDate: Hashable, Sendable, CustomStringConvertible {
  /// The youngest age, in whole years, allowed to sign up.
  public static let minimumAge = 17
  /// The earliest birth year accepted.
  public static let earliestYear = 1900
  /// The oldest age, in whole years, accepted.
  public static let maximumAge = 130

  /// The birth day.
  public let day: CalendarDay

  private init(checkedDay: CalendarDay) {
    day = checkedDay
  }

  /// Checks raw birth date text against the birth date rule.
  ///
  /// - Parameters:
  ///   - text: The text as typed, for example `"2000-01-31"`.
  ///   - today: The current day, from an injected clock, in the time zone the app decides on.
  /// - Returns: The birth date, or the first problem found.
  public static func validate(_ text: String, today: CalendarDay) -> Result<BirthDate, BirthDateProblem> {
    let normalized = normalizedDigits(text.trimmingWhitespace())
    if normalized.isEmpty {
      return .failure(.required)
    }
    let day: CalendarDay
    do throws(CalendarDayError) {
      day = try CalendarDay(isoText: normalized)
    } catch {
      switch error {
      case .invalidFormat: return .failure(.invalidFormat)
      case .monthOutOfRange, .dayOutOfRange: return .failure(.nonexistentDate)
      }
    }
    if day > today {
      return .failure(.inFuture)
    }
    let age = day.completedYears(on: today)
    if day.year < earliestYear || age > maximumAge {
      return .failure(.tooOld)
    }
    if age < minimumAge {
      return .failure(.tooYoung(age: age))
    }
    return .success(BirthDate(checkedDay: day))
  }

  /// The text with full-width forms read as ASCII (as for an email) and typographic dashes (U+2010–U+2015,
  /// U+2212, U+FE63) as `-`.
  static func normalizedDigits(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in text.foldingFullWidthForms().unicodeScalars {
      switch scalar.value {
      case 0x2010...0x2015, 0x2212, 0xFE63: scalars.append("-")
      default: scalars.append(scalar)
      }
    }
    return String(scalars)
  }

  /// Creates a birth date from raw text, or throws the reason it is not one.
  ///
  /// - Parameters:
  ///   - text: The text as typed.
  ///   - today: The current day.
  /// - Throws: The `BirthDateProblem` that `validate(_:today:)` reports.
  public init(validating text: String, today: CalendarDay) throws(BirthDateProblem) {
    switch Self.validate(text, today: today) {
    case .success(let birthDate): self = birthDate
    case .failure(let problem): throw problem
    }
  }

  /// The birth date as `YYYY-MM-DD`.
  public var description: String { day.isoText }
}
