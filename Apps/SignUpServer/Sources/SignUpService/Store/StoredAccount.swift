import Foundation
import SignUp

/// An account row as a store reads it back, made into an ``Account`` through the request's own decoding (which
/// re-checks every field, so a damaged row is an error, not an account).
struct StoredAccount {
  let id: Int64
  let nick: String
  let email: String
  let birth: String
  let gender: Int
  let createdAtMilliseconds: Int64

  /// The account, or `.failed` when the row does not make a valid request.
  func account() throws(AccountStoreError) -> Account {
    let fields: [String: Any] = ["nick": nick, "email": email, "birth": birth, "gender": gender]
    do {
      let json = try JSONSerialization.data(withJSONObject: fields)
      let request = try JSONDecoder().decode(SignUpRequest.self, from: json)
      return Account(
        id: id, request: request, createdAt: Date(timeIntervalSince1970: Double(createdAtMilliseconds) / 1000))
    } catch {
      throw .failed(reason: "account \(id) in the store is not a valid sign-up")
    }
  }
}

extension Date {
  /// Milliseconds since 1970, as the stores keep times.
  var millisecondsSince1970: Int64 { Int64((timeIntervalSince1970 * 1000).rounded(.down)) }
}

extension SignUpRequest {
  /// The canonical JSON text (sorted keys), as an idempotency key is stored with.
  var canonicalJSON: String {
    (try? jsonData()).map { String(decoding: $0, as: UTF8.self) } ?? ""
  }
}
