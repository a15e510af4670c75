import Foundation
import SignUp
import XCTest

/// A day from which a 2000 birth date is old enough.
let testToday = CalendarDay(date: Date(timeIntervalSince1970: 1_780_000_000), timeZone: .gmt)

/// A checked request; fails the test when a field breaks its rule.
func makeRequest(
  nick: String, email: String, birth: String = "2000-01-31", gender: Gender? = .female,
  file: StaticString = #filePath, line: UInt = #line
) throws -> SignUpRequest {
  let nickname = try Nickname(validating: nick)
  let address = try EmailAddress(validating: email)
  let birthDate = try BirthDate(validating: birth, today: testToday)
  return SignUpRequest(nickname: nickname, email: address, birthDate: birthDate, gender: GenderAnswer(gender))
}

/// A checked nickname.
func nickname(_ text: String) throws -> Nickname {
  try Nickname(validating: text)
}

/// An instant with milliseconds (exact in binary), so a test sees them kept.
let testInstant = Date(timeIntervalSince1970: 1_780_000_000.125)
