import Foundation
import SignUp

/// The service's routes: the nickname check, the sign-up, the health check and the contract.
///
/// | Route | Method |
/// |---|---|
/// | `/v1/nicknames/{nickname}` | GET, HEAD |
/// | `/v1/users` | POST |
/// | `/healthz` | GET, HEAD |
/// | `/openapi.yaml` | GET, HEAD |
///
/// HEAD gets GET's status and headers; libmicrohttpd sends no body for it.
public struct SignUpRoutes: RequestResponder {
  /// The route templates, as the log names them.
  public enum Template {
    /// The nickname check.
    public static let nickname = "/v1/nicknames/{nickname}"
    /// The sign-up.
    public static let users = "/v1/users"
    /// The health check.
    public static let health = "/healthz"
    /// The contract.
    public static let contract = "/openapi.yaml"
  }

  let database: any ServiceDatabase
  let contract: Data
  let clock: @Sendable () -> Date

  /// Routes over a database.
  /// - Parameters:
  ///   - database: The store.
  ///   - contract: The OpenAPI document served at `/openapi.yaml`.
  ///   - clock: Now (the sign-up's minimum age is checked on its day, in UTC).
  public init(database: any ServiceDatabase, contract: Data, clock: @escaping @Sendable () -> Date = Date.init) {
    self.database = database
    self.contract = contract
    self.clock = clock
  }

  public func plan(for request: HTTPRequest) -> RequestPlan {
    let path = request.path
    if path == Template.health {
      return readOnly(request, route: Template.health) { health() }
    }
    if path == Template.contract {
      return readOnly(request, route: Template.contract) {
        HTTPResponse(status: 200, contentType: "application/yaml", body: contract)
      }
    }
    if path == Template.users {
      guard request.method == "POST" else {
        return .answer(CommonAnswers.methodNotAllowed(allow: "POST"), route: Template.users)
      }
      guard CommonAnswers.isJSON(request.header("content-type")) else {
        return .answer(CommonAnswers.unsupportedMediaType(), route: Template.users)
      }
      return .readBody(route: Template.users) { SignUpCreation(routes: self).respond(to: $0) }
    }
    let prefix = "/v1/nicknames/"
    if path.hasPrefix(prefix) {
      let segment = path.dropFirst(prefix.count)
      if !segment.isEmpty, !segment.contains("/") {
        return readOnly(request, route: Template.nickname) {
          NicknameCheck(routes: self).respond(toSegment: segment, request: request)
        }
      }
    }
    return .answer(CommonAnswers.notFound(), route: "-")
  }

  public var headerNames: [String] { ["content-type", "accept-language", "idempotency-key"] }

  public func bodyTooLarge(limit: Int) -> HTTPResponse { CommonAnswers.contentTooLarge(limit: limit) }

  /// Answers with `answer` for GET and HEAD (libmicrohttpd sends a HEAD answer's headers only), 405 otherwise.
  private func readOnly(_ request: HTTPRequest, route: String, _ answer: () -> HTTPResponse) -> RequestPlan {
    guard request.method == "GET" || request.method == "HEAD" else {
      return .answer(CommonAnswers.methodNotAllowed(allow: "GET, HEAD"), route: route)
    }
    return .answer(answer(), route: route)
  }

  /// 200 once the database answers `SELECT 1`, 503 otherwise.
  private func health() -> HTTPResponse {
    do throws(AccountStoreError) {
      try database.ping()
      return HTTPResponse(status: 200, contentType: "application/json", body: Data(#"{"status":"ok"}"#.utf8))
    } catch {
      return CommonAnswers.unavailable(error)
    }
  }
}
