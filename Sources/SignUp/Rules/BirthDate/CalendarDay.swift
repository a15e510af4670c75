import Foundation

/// A day in the proleptic Gregorian calendar (year, month, day), with no time and no time zone.
///
/// Years use astronomical numbering (year 0 is 1 BC). Month and day are always valid for the year.
///
/// ```swift
/// let day = try CalendarDay(isoText: "2024-02-29")
/// day.isoText  // "2024-02-29"
/// let today = CalendarDay(date: Date(), timeZone: TimeZone(identifier: "Asia/Seoul") ?? .gmt)
/// ```
public struct CalendarDay: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The year; `2024` is 2024 AD.
  public let year: Int
  /// The month, `1...12`.
  public let month: Int
  /// The day of the month, `1...28/29/30/31`.
  public let day: Int

  /// Creates a day, checking that it exists.
  ///
  /// - Parameters:
  ///   - year: The year (any integer).
  ///   - month: The month, `1...12`.
  ///   - day: The day of the month.
  /// - Throws: `CalendarDayError.monthOutOfRange` or `.dayOutOfRange` (for example 2023-02-29).
  public init(year: Int, month: Int, day: Int) throws(CalendarDayError) {
    guard (1...12).contains(month) else { throw .monthOutOfRange(month) }
    guard (1...Self.numberOfDays(inMonth: month, year: year)).contains(day) else {
      throw .dayOutOfRange(year: year, month: month, day: day)
    }
    self.init(uncheckedYear: year, month: month, day: day)
  }

  private init(uncheckedYear year: Int, month: Int, day: Int) {
    self.year = year
    self.month = month
    self.day = day
  }

  /// Reads an ISO 8601 calendar date written exactly as `YYYY-MM-DD` with ASCII digits.
  ///
  /// ```swift
  /// try CalendarDay(isoText: "2000-01-31")  // 2000-01-31
  /// try CalendarDay(isoText: "2000-1-1")    // throws .invalidFormat
  /// try CalendarDay(isoText: "2000-13-01")  // throws .monthOutOfRange(13)
  /// ```
  /// - Parameter isoText: The text, for example `"2000-01-31"`; no spaces allowed.
  /// - Throws: `CalendarDayError.invalidFormat` when the text is not `YYYY-MM-DD`; `.monthOutOfRange` or
  ///   `.dayOutOfRange` when it is, but names a day that does not exist.
  public init(isoText: String) throws(CalendarDayError) {
    let bytes = Array(isoText.utf8)
    let dashes = [4, 7]
    let isDigit: (UInt8) -> Bool = { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    guard bytes.count == 10,
      bytes.indices.allSatisfy({ dashes.contains($0) ? bytes[$0] == UInt8(ascii: "-") : isDigit(bytes[$0]) })
    else {
      throw .invalidFormat(isoText)
    }
    let number: (Range<Int>) -> Int = { range in
      bytes[range].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    }
    try self.init(year: number(0..<4), month: number(5..<7), day: number(8..<10))
  }

  /// The day on which `date` falls in `timeZone`, in the Gregorian calendar.
  ///
  /// Uses `Calendar(identifier: .gregorian)` with the given time zone, so the result does not depend on the
  /// machine's locale or time zone. (For instants before 1582-10-15 Foundation's calendar is Julian; such a day is
  /// moved to the nearest existing Gregorian day. "Today" is never that old.)
  ///
  /// ```swift
  /// CalendarDay(date: Date(timeIntervalSince1970: 0), timeZone: .gmt)  // 1970-01-01
  /// ```
  /// - Parameters:
  ///   - date: The instant, for example `Date()` from an injected clock.
  ///   - timeZone: The time zone whose wall calendar decides the day.
  public init(date: Date, timeZone: TimeZone) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let era = calendar.component(.era, from: date)
    let yearOfEra = calendar.component(.year, from: date)
    let year = era == 0 ? 1 - yearOfEra : yearOfEra
    let month = min(max(calendar.component(.month, from: date), 1), 12)
    let day = min(max(calendar.component(.day, from: date), 1), Self.numberOfDays(inMonth: month, year: year))
    self.init(uncheckedYear: year, month: month, day: day)
  }

  /// The day as ISO 8601 text, `YYYY-MM-DD` for years 0...9999 (for example `"2000-01-31"`).
  ///
  /// Other years use the ISO expanded form with a sign, for example `"+10000-01-01"` or `"-0001-01-01"`.
  public var isoText: String {
    let yearText: String
    switch year {
    case 0...9999: yearText = Self.padded(year.magnitude, width: 4)
    case ..<0: yearText = "-" + Self.padded(year.magnitude, width: 4)
    default: yearText = "+" + String(year)
    }
    return yearText + "-" + Self.padded(month.magnitude, width: 2) + "-" + Self.padded(day.magnitude, width: 2)
  }

  /// The same text as `isoText`.
  public var description: String { isoText }

  /// Whether `year` has 29 February in the Gregorian calendar (divisible by 4, and centuries only when divisible by
  /// 400: 2024 and 2000 yes, 2023 and 1900 no).
  ///
  /// - Parameter year: The year, astronomical numbering.
  /// - Returns: `true` for a leap year.
  public static func isLeapYear(_ year: Int) -> Bool {
    year.isMultiple(of: 4) && (!year.isMultiple(of: 100) || year.isMultiple(of: 400))
  }

  /// The number of days in a month.
  ///
  /// - Parameters:
  ///   - month: The month, `1...12`; any other value gives `0`.
  ///   - year: The year, for February.
  /// - Returns: 28, 29, 30 or 31 (0 for a month outside `1...12`).
  public static func numberOfDays(inMonth month: Int, year: Int) -> Int {
    switch month {
    case 1, 3, 5, 7, 8, 10, 12: return 31
    case 4, 6, 9, 11: return 30
    case 2: return isLeapYear(year) ? 29 : 28
    default: return 0
    }
  }

  /// The number of whole years from this day (a birth date) to `later`: the age on `later`.
  ///
  /// Counted by calendar days: the year is complete on the birthday itself. Someone born on 29 February has the
  /// birthday on 29 February in leap years and on 1 March in other years (on 28 February of a non-leap year the year
  /// is not yet complete).
  ///
  /// ```swift
  /// let birth = try CalendarDay(isoText: "2008-02-29")
  /// birth.completedYears(on: try CalendarDay(isoText: "2025-02-28"))  // 16
  /// birth.completedYears(on: try CalendarDay(isoText: "2025-03-01"))  // 17
  /// ```
  /// - Parameter later: The day to measure at, usually today.
  /// - Returns: The age in years; negative when `later` is before this day. Saturates at `Int.min` / `Int.max`
  ///   for years so far apart that the difference does not fit in an `Int`.
  public func completedYears(on later: CalendarDay) -> Int {
    let (years, overflow) = later.year.subtractingReportingOverflow(year)
    if overflow { return later.year > year ? .max : .min }
    guard (later.month, later.day) < (month, day) else { return years }
    return years == .min ? .min : years - 1
  }

  /// Whether `lhs` is an earlier day than `rhs`.
  ///
  /// - Parameters:
  ///   - lhs: A day.
  ///   - rhs: Another day.
  /// - Returns: `true` when `lhs` comes first.
  public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  private static func padded(_ value: UInt, width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}
