// libFuzzer target: the sign-up rules and calendar days. Built by `.ci/fuzz`.
//
// Properties: no crash or overflow; an accepted nickname, email or birth date satisfies its rule when checked
// again (a nickname within its bounds in characters, scalars and bytes); a birth date's ISO text round-trips; ages on extreme years saturate.
import SignUp

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSignUpRules(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let text = String(decoding: bytes, as: UTF8.self)
  if case .success(let nickname) = Nickname.validate(text) {
    precondition(nickname.text.count <= Nickname.maximumLength)
    precondition(nickname.text.unicodeScalars.count <= Nickname.maximumScalars, "a nickname over its scalar bound")
    precondition(nickname.text.utf8.count <= Nickname.maximumBytes, "a nickname over its byte bound")
    precondition(Nickname.validate(nickname.text) == .success(nickname), "an accepted nickname is refused")
  }
  if case .success(let email) = EmailAddress.validate(text) {
    precondition(email.text.utf8.count <= EmailAddress.maximumLength)
    precondition(email.text.contains("@"))
    precondition(EmailAddress.validate(email.text) == .success(email), "an accepted email is refused")
  }
  guard let today = try? CalendarDay(year: 2025, month: 6, day: 15) else { return 0 }
  if case .success(let birth) = BirthDate.validate(text, today: today) {
    precondition(birth.day.year >= BirthDate.earliestYear && birth.day <= today)
    precondition(BirthDate.validate(birth.description, today: today) == .success(birth), "ISO text does not round-trip")
  }
  if let day = try? CalendarDay(isoText: text) {
    precondition((try? CalendarDay(isoText: day.isoText)) == day)
  }
  if bytes.count >= 16 {
    var year = 0
    var other = 0
    for index in 0..<8 {
      year = year << 8 | Int(bytes[index])
      other = other << 8 | Int(bytes[8 + index])
    }
    if let first = try? CalendarDay(year: year, month: 1 + Int(bytes[0] % 12), day: 1),
      let second = try? CalendarDay(year: other, month: 1 + Int(bytes[8] % 12), day: 28)
    {
      let age = first.completedYears(on: second)
      precondition((age >= 0) == (second >= first) || age == 0 || age == -1, "age has the wrong sign")
    }
  }
  return 0
}
