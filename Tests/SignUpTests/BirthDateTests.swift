import SignUp
import Testing

@Suite("Birth date rule")
struct BirthDateTests {
  static let today = "2025-06-15"

  @Test(
    "accepts (today is 2025-06-15)",
    arguments: [
      "2000-01-31",
      "2008-06-15",
      "2008-06-14",
      "2008-05-31",
      "2000-02-29",
      "2004-02-29",
      "1900-01-01",
    ])
  func accepts(input: String) throws {
    let today = try CalendarDay(isoText: Self.today)
    let birthDate = try BirthDate.validate(input, today: today).get()
    #expect(birthDate.day.isoText == input)
    #expect(birthDate.description == input)
  }

  @Test(
    "rejects (today is 2025-06-15)",
    arguments: [
      ("", BirthDateProblem.required),
      ("2000-1-1", .invalidFormat),
      ("2000-01-1", .invalidFormat),
      ("2000-1-01", .invalidFormat),
      ("20000-01-01", .invalidFormat),
      ("00-01-01", .invalidFormat),
      ("abcd-ef-gh", .invalidFormat),
      ("2000-0a-01", .invalidFormat),
      ("2000/01/01", .invalidFormat),
      ("20000101", .invalidFormat),
      ("2000-01-01T00:00:00Z", .invalidFormat),
      ("+2000-01-01", .invalidFormat),
      ("2000--1-01", .invalidFormat),
      ("٢٠٠٠-01-01", .invalidFormat),
      ("2000-13-01", .nonexistentDate),
      ("2000-00-10", .nonexistentDate),
      ("2000-01-00", .nonexistentDate),
      ("2000-01-32", .nonexistentDate),
      ("2001-04-31", .nonexistentDate),
      ("2023-02-29", .nonexistentDate),
      ("1900-02-29", .nonexistentDate),
      ("2025-06-16", .inFuture),
      ("2026-01-01", .inFuture),
      ("9999-12-31", .inFuture),
      ("2025-06-15", .tooYoung(age: 0)),
      ("2008-06-16", .tooYoung(age: 16)),
      ("2010-01-01", .tooYoung(age: 15)),
      ("2024-02-29", .tooYoung(age: 1)),
      ("1899-12-31", .tooOld),
      ("0001-01-01", .tooOld),
      ("１８９９－１２－３１", .tooOld),
      ("   ", .required),
      ("\u{3000}", .required),
      ("2000 -01-01", .invalidFormat),
    ])
  func rejects(input: String, expected: BirthDateProblem) throws {
    let today = try CalendarDay(isoText: Self.today)
    #expect(BirthDate.validate(input, today: today) == .failure(expected))
  }

  @Test(
    "29 February birthdays count on 1 March in non-leap years",
    arguments: [
      ("2008-02-29", "2025-02-28", Result<Int, BirthDateProblem>.failure(.tooYoung(age: 16))),
      ("2008-02-29", "2025-03-01", .success(17)),
      ("2008-02-29", "2024-02-29", .failure(.tooYoung(age: 16))),
      ("2004-02-29", "2021-02-28", .failure(.tooYoung(age: 16))),
      ("2004-02-29", "2021-03-01", .success(17)),
      ("2003-02-28", "2020-02-28", .success(17)),
      ("2003-03-01", "2020-02-29", .failure(.tooYoung(age: 16))),
      ("2003-03-01", "2020-03-01", .success(17)),
    ])
  func leapDayBirthdays(birth: String, today: String, expected: Result<Int, BirthDateProblem>) throws {
    let day = try CalendarDay(isoText: today)
    let result = BirthDate.validate(birth, today: day).map { $0.day.completedYears(on: day) }
    #expect(result == expected)
  }

  @Test("exactly 17 today is accepted, 17 tomorrow is not, whatever the month length")
  func seventeenthBirthdayBoundary() throws {
    let today = try CalendarDay(year: 2025, month: 3, day: 31)
    #expect((try? BirthDate.validate("2008-03-31", today: today).get()) != nil)
    #expect(BirthDate.validate("2008-04-01", today: today) == .failure(.tooYoung(age: 16)))
    #expect(BirthDate.minimumAge == 17)
  }

  @Test(
    "full-width digits and dashes (a Korean IME) and surrounding spaces are accepted",
    arguments: [
      ("２０００－０１－３１", "2000-01-31"),
      ("２０００-01-31", "2000-01-31"),
      ("2000‐01‐31", "2000-01-31"),  // U+2010 hyphens
      ("  2000-01-31 ", "2000-01-31"),
      ("\u{3000}２０００－０１－３１\u{3000}", "2000-01-31"),
    ])
  func fullWidth(input: String, expected: String) throws {
    let today = try CalendarDay(isoText: Self.today)
    #expect(try BirthDate.validate(input, today: today).get().description == expected)
  }

  @Test("more than 130 years ago is refused with its own message, even after 1900")
  func tooOld() throws {
    let later = try CalendarDay(isoText: "2040-06-15")
    #expect(BirthDate.validate("1909-06-15", today: later) == .failure(.tooOld))
    #expect((try? BirthDate.validate("1910-06-15", today: later).get()) != nil)
    #expect(BirthDateProblem.tooOld.message(in: .english).contains("1900"))
    #expect(BirthDateProblem.tooOld.message(in: .korean).contains("1900년"))
  }

  @Test("the throwing initializer reports the same problem as validate")
  func throwingInitializer() throws {
    let today = try CalendarDay(isoText: Self.today)
    #expect(throws: BirthDateProblem.nonexistentDate) { try BirthDate(validating: "2023-02-29", today: today) }
    #expect(try BirthDate(validating: "2000-01-31", today: today).day == CalendarDay(year: 2000, month: 1, day: 31))
  }
}
