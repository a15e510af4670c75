import Foundation
import SignUp

/// What the service's answers mean: a status and a body in, an availability, a creation or an error out.
///
/// ```swift
/// try ServiceAnswer.availability(status: 200, body: Data(#"{"nickname":"새싹","available":true}"#.utf8))
/// // .available
/// ```
enum ServiceAnswer {
  /// The answer to `GET /v1/nicknames/{nickname}`.
  static func availability(status: Int, body: Data) throws(AccountStoreError) -> NicknameAvailability {
    guard status == 200 else { throw failure(status: status, body: body) }
    let check: NicknameCheckBody = try decode(body)
    if check.available { return .available }
    switch check.reason {
    case "taken": return .taken
    case "resemblesTaken": return .resemblesTaken
    case "againstRules":
      throw .badAnswer(reason: "the service refuses this nickname by its rules: \(check.problem ?? "")")
    default:
      throw .badAnswer(reason: "a nickname that is not available without a reason")
    }
  }

  /// The answer to `POST /v1/users`.
  static func creation(status: Int, body: Data, request: SignUpRequest) throws(AccountStoreError) -> AccountCreation {
    switch status {
    case 201:
      let account: AccountBody = try decode(body)
      guard account.request == request else {
        throw .badAnswer(reason: "the account created is not the one asked for")
      }
      return .created(Account(id: account.id, request: account.request, createdAt: account.createdAt))
    case 409:
      let problem: ProblemBody = try decode(body)
      switch (problem.field, problem.code) {
      case ("nick", "resemblesTaken"): return .refused(.nickname(.resemblesTaken))
      case ("nick", _): return .refused(.nickname(.taken))
      case ("email", _): return .refused(.email(.taken))
      default: throw .badAnswer(reason: "409 for the field \(problem.field ?? "none")")
      }
    default:
      throw failure(status: status, body: body)
    }
  }

  /// Any other status: the service's own words when it sent a problem, else the status.
  private static func failure(status: Int, body: Data) -> AccountStoreError {
    let detail = (try? JSONDecoder().decode(ProblemBody.self, from: body))?.detail
    let reason = "HTTP \(status)" + (detail.map { ": " + $0 } ?? "")
    return (500..<600).contains(status) ? .unreachable(reason: reason) : .badAnswer(reason: reason)
  }

  private static func decode<Body: Decodable>(_ body: Data) throws(AccountStoreError) -> Body {
    do {
      return try JSONDecoder().decode(Body.self, from: body)
    } catch {
      throw .badAnswer(reason: "a body this program cannot read (\(Body.self))")
    }
  }
}

/// `{"nickname": …, "available": …, "reason": …, "problem": …}`.
private struct NicknameCheckBody: Decodable {
  let available: Bool
  let reason: String?
  let problem: String?
}

/// RFC 9457 problem details, with the service's `field` and `code`.
private struct ProblemBody: Decodable {
  let detail: String?
  let field: String?
  let code: String?
}

/// An account's JSON: the request's keys (decoded with their rules re-checked), `id` and `createdAt`.
private struct AccountBody: Decodable {
  let id: Int64
  let createdAt: Date
  let request: SignUpRequest

  private enum CodingKeys: String, CodingKey {
    case id, createdAt
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(Int64.self, forKey: .id)
    let text = try container.decode(String.self, forKey: .createdAt)
    let format = Date.ISO8601FormatStyle(includingFractionalSeconds: true, timeZone: .gmt)
    guard let date = try? format.parse(text) else {
      throw DecodingError.dataCorruptedError(forKey: .createdAt, in: container, debugDescription: "not ISO 8601")
    }
    createdAt = date
    request = try SignUpRequest(from: decoder)
  }
}
