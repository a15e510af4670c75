import Foundation
import SignUp

/// `GET /v1/nicknames/{nickname}`: the segment percent-decoded strictly, checked by the nickname rule, then by the
/// store (taken, or looks like a taken one by its confusable skeleton).
struct NicknameCheck {
  let routes: SignUpRoutes

  func respond(toSegment segment: Substring, request: HTTPRequest) -> HTTPResponse {
    let language = Language(acceptLanguage: request.header("accept-language"))
    let text: String
    switch PathDecoding.segment(segment) {
    case .success(let decoded): text = decoded
    case .failure(.badEscape):
      return CommonAnswers.badRequest("The nickname has a % not followed by two hexadecimal digits.", slug: "bad-path")
    case .failure(.notUTF8):
      return CommonAnswers.badRequest("The nickname's bytes are not UTF-8.", slug: "bad-path")
    }
    let nickname: Nickname
    switch Nickname.validate(text) {
    case .success(let valid): nickname = valid
    case .failure(let problem):
      return answer(
        [
          "nickname": .string(text), "available": .bool(false), "reason": .string("againstRules"),
          "problem": .string(problem.message(in: language)),
        ],
        language: language)
    }
    guard let skeleton = ConfusableSkeleton.ofNickname(canonicalKey: nickname.canonicalKey) else {
      return CommonAnswers.unavailable(.failed(reason: "ICU computed no confusable skeleton"))
    }
    let availability: NicknameAvailability
    do throws(AccountStoreError) {
      availability = try routes.database.availability(of: nickname, skeleton: skeleton)
    } catch {
      return CommonAnswers.unavailable(error)
    }
    switch availability {
    case .available:
      return answer(["nickname": .string(nickname.text), "available": .bool(true)], language: language)
    case .taken, .resemblesTaken:
      let reason = availability == .taken ? "taken" : "resemblesTaken"
      return answer(
        ["nickname": .string(nickname.text), "available": .bool(false), "reason": .string(reason)],
        language: language)
    }
  }

  private func answer(_ fields: [String: JSONObject.Value], language: Language) -> HTTPResponse {
    let body = JSONObject(fields).data
    return HTTPResponse(
      status: 200, contentType: "application/json",
      headers: [("Content-Language", language.rawValue), ("Vary", "Accept-Language")], body: body)
  }
}
