import Foundation
import SignUp

/// `POST /v1/users`: the body decoded and checked, the account created by the store (its constraints deciding any
/// race), an `Idempotency-Key` honoured in the same transaction.
struct SignUpCreation {
  let routes: SignUpRoutes

  func respond(to request: HTTPRequest) -> Reply {
    let language = Language(acceptLanguage: request.header("accept-language"))
    let languageHeaders = [("Content-Language", language.rawValue), ("Vary", "Accept-Language")]
    let now = routes.clock()
    let decoding = BodyDecoding(language: language, today: CalendarDay(date: now, timeZone: .gmt))
    // Sent twice, the key arrives as both values joined with ", ", which has a space: refused as ambiguous.
    let key = request.header("idempotency-key")
    if let key, !Self.isValidKey(key) {
      return .now(
        CommonAnswers.badRequest(
          "Idempotency-Key must be sent once, with 1 to 255 visible ASCII characters.", slug: "bad-idempotency-key"))
    }
    let signUp: SignUpRequest
    switch decoding.request(from: request.body) {
    case .success(let decoded): signUp = decoded
    case .failure(let problem):
      return .now(problem.response(headers: problem.status == 422 ? languageHeaders : []))
    }
    guard let skeleton = ConfusableSkeleton.ofNickname(canonicalKey: signUp.nicknameKey) else {
      return .now(CommonAnswers.unavailable(.failed(reason: "ICU computed no confusable skeleton")))
    }
    let database = routes.database
    let idempotency = key.map { IdempotencyKey(key: $0, request: signUp.canonicalJSON) }
    return .later { finish in
      database.createAccount(signUp, skeleton: skeleton, idempotency: idempotency, at: now) { outcome in
        finish { Self.answer(outcome, decoding: decoding, languageHeaders: languageHeaders) }
      }
    }
  }

  /// The answer for the store's outcome.
  static func answer(
    _ result: Result<SignUpOutcome, AccountStoreError>, decoding: BodyDecoding,
    languageHeaders: [(name: String, value: String)]
  ) -> HTTPResponse {
    let outcome: SignUpOutcome
    switch result {
    case .success(let value): outcome = value
    case .failure(let error): return CommonAnswers.unavailable(error)
    }
    switch outcome {
    case .created(let account), .replayed(let account):
      guard let body = try? account.jsonData() else {
        return CommonAnswers.unavailable(.failed(reason: "the account could not be written as JSON"))
      }
      return HTTPResponse(
        status: 201, contentType: "application/json", headers: [("Location", "/v1/users/\(account.id)")], body: body)
    case .refused(let problem):
      return decoding.fieldProblem(problem, status: 409).response(headers: languageHeaders)
    case .keyReused:
      return Problem(
        status: 422, slug: "idempotency-key-reused", title: "Unprocessable Content",
        detail: "This Idempotency-Key was sent before with another body."
      ).response()
    }
  }

  /// 1 to 255 visible ASCII characters.
  static func isValidKey(_ key: String) -> Bool {
    (1...255).contains(key.utf8.count) && key.utf8.allSatisfy { (0x21...0x7E).contains($0) }
  }
}
