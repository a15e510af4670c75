import Foundation
import SignUp

/// The benchmark's checked requests and nicknames, made by the sign-up rules as the program makes them.
struct BenchRequests {
  private let birthDate: BirthDate

  init() throws(BenchError) {
    let today = CalendarDay(date: Date(), timeZone: .gmt)
    switch BirthDate.validate("1990-05-17", today: today) {
    case .success(let birthDate): self.birthDate = birthDate
    case .failure(let problem): throw .badRequest(problem.description)
    }
  }

  /// A request for `nick` with the address `nick@example.com`.
  func request(nick: String, index: Int) throws(BenchError) -> SignUpRequest {
    let email: EmailAddress
    switch EmailAddress.validate(nick + "@example.com") {
    case .success(let address): email = address
    case .failure(let problem): throw .badRequest(problem.description)
    }
    let gender: Gender? = [Gender.male, .female, nil][index % 3]
    return SignUpRequest(
      nickname: try nickname(nick), email: email, birthDate: birthDate, gender: GenderAnswer(gender))
  }

  /// A checked nickname.
  func nickname(_ text: String) throws(BenchError) -> Nickname {
    switch Nickname.validate(text) {
    case .success(let nickname): return nickname
    case .failure(let problem): throw .badRequest("\(text): \(problem)")
    }
  }
}

/// A small deterministic generator, so every run checks the same nicknames.
struct SplitMix: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var value = state
    value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
    value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
    return value ^ (value >> 31)
  }
}
