import Foundation
import SignUp
import Testing

@Suite("CalendarDay")
struct CalendarDayTests {
  @Test(
    "leap years follow the Gregorian rule",
    arguments: [(2024, true), (2023, false), (2000, true), (1900, false), (2100, false), (2400, true), (0, true)])
  func leapYears(year: Int, expected: Bool) {
    #expect(CalendarDay.isLeapYear(year) == expected)
  }

  @Test(
    "month lengths",
    arguments: [
      (1, 2023, 31), (2, 2023, 28), (2, 2024, 29), (2, 1900, 28), (2, 2000, 29), (4, 2023, 30), (12, 2023, 31),
      (0, 2023, 0), (13, 2023, 0),
    ])
  func monthLengths(month: Int, year: Int, expected: Int) {
    #expect(CalendarDay.numberOfDays(inMonth: month, year: year) == expected)
  }

  @Test(
    "ISO text parsing errors",
    arguments: [
      ("2000-1-1", CalendarDayError.invalidFormat("2000-1-1")),
      ("", .invalidFormat("")),
      ("2000-13-01", .monthOutOfRange(13)),
      ("2000-00-01", .monthOutOfRange(0)),
      ("2023-02-29", .dayOutOfRange(year: 2023, month: 2, day: 29)),
      ("2000-04-31", .dayOutOfRange(year: 2000, month: 4, day: 31)),
    ])
  func parsingErrors(text: String, expected: CalendarDayError) {
    #expect(throws: expected) { try CalendarDay(isoText: text) }
  }

  @Test("ISO text is zero-padded, with the expanded form outside 0...9999")
  func isoText() throws {
    #expect(try CalendarDay(year: 2000, month: 1, day: 31).isoText == "2000-01-31")
    #expect(try CalendarDay(year: 999, month: 2, day: 3).isoText == "0999-02-03")
    #expect(try CalendarDay(year: 0, month: 12, day: 31).isoText == "0000-12-31")
    #expect(try CalendarDay(year: -1, month: 1, day: 1).isoText == "-0001-01-01")
    #expect(try CalendarDay(year: 10000, month: 1, day: 1).isoText == "+10000-01-01")
    #expect(try CalendarDay(isoText: "2024-02-29").description == "2024-02-29")
  }

  @Test(
    "days order by year, then month, then day",
    arguments: [("2000-01-31", "2000-02-01"), ("1999-12-31", "2000-01-01"), ("2000-02-28", "2000-02-29")])
  func ordering(earlier: String, later: String) throws {
    let first = try CalendarDay(isoText: earlier)
    let second = try CalendarDay(isoText: later)
    #expect(first < second)
    #expect(!(second < first))
    #expect(first != second)
  }

  @Test(
    "completed years count the birthday itself",
    arguments: [
      ("2000-06-15", "2017-06-15", 17), ("2000-06-15", "2017-06-14", 16), ("2000-06-15", "2000-06-15", 0),
      ("2000-12-31", "2001-01-01", 0), ("2000-01-01", "2000-12-31", 0), ("2001-01-01", "2000-12-31", -1),
      ("2008-02-29", "2025-02-28", 16), ("2008-02-29", "2025-03-01", 17), ("2008-02-29", "2028-02-29", 20),
    ])
  func completedYears(birth: String, today: String, expected: Int) throws {
    let birthDay = try CalendarDay(isoText: birth)
    #expect(birthDay.completedYears(on: try CalendarDay(isoText: today)) == expected)
  }

  static let hour = 3600
  static let instants: [(seconds: Int, offset: Int, expected: String)] = [
    (0, 0, "1970-01-01"),
    (0, 9 * hour, "1970-01-01"),
    (0, -8 * hour, "1969-12-31"),
    (15 * hour, 9 * hour, "1970-01-02"),
    (15 * hour - 1, 9 * hour, "1970-01-01"),
    (951_782_400, 0, "2000-02-29"),
    (1_749_945_600, 9 * hour, "2025-06-15"),
    (1_749_945_600 - 9 * hour - 1, 9 * hour, "2025-06-14"),
  ]

  @Test("the day of an instant depends on the explicit time zone only", arguments: instants)
  func dayOfInstant(seconds: Int, offset: Int, expected: String) throws {
    let timeZone = try #require(TimeZone(secondsFromGMT: offset))
    let day = CalendarDay(date: Date(timeIntervalSince1970: TimeInterval(seconds)), timeZone: timeZone)
    #expect(day.isoText == expected)
  }

  @Test("a named time zone decides the day (Asia/Seoul, UTC+9)")
  func namedTimeZone() throws {
    let seoul = try #require(TimeZone(identifier: "Asia/Seoul"))
    let utc = try #require(TimeZone(identifier: "UTC"))
    let instant = Date(timeIntervalSince1970: 1_749_999_600)  // 2025-06-15T15:00:00Z
    #expect(CalendarDay(date: instant, timeZone: seoul).isoText == "2025-06-16")
    #expect(CalendarDay(date: instant, timeZone: utc).isoText == "2025-06-15")
  }

  @Test("completedYears saturates instead of overflowing on extreme years")
  func extremeYears() throws {
    let earliest = try CalendarDay(year: .min, month: 12, day: 31)
    let latest = try CalendarDay(year: .max, month: 1, day: 1)
    #expect(earliest.completedYears(on: latest) == .max)
    #expect(latest.completedYears(on: earliest) == .min)
    let minimumJanuary = try CalendarDay(year: .min, month: 1, day: 1)
    #expect(minimumJanuary.completedYears(on: earliest) == 0)
    #expect(earliest.completedYears(on: minimumJanuary) == -1)
    let justBefore = try CalendarDay(year: .min + 1, month: 1, day: 1)
    #expect(try CalendarDay(year: 0, month: 12, day: 31).completedYears(on: justBefore) == .min)
    #expect(latest.isoText.hasPrefix("+"))
    #expect(earliest.isoText.hasPrefix("-"))
  }
}
