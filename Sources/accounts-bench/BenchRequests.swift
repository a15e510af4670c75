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
