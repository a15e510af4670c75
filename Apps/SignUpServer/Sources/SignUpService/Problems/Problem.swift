import Foundation

/// An error answer as RFC 9457 problem details (`application/problem+json`): `type`, `title`, `status`, `detail`,
/// and for a field's problem the field's JSON key (`field`) and a stable `code`.
///
/// ```swift
/// Problem(status: 404, slug: "not-found", title: "Not Found", detail: "No route has this path.").response()
/// ```
public struct Problem: Error, Hashable, Sendable {
  /// The HTTP status.
  public let status: Int
  /// The problem type's last part: `type` is `urn:sprout:problem:` followed by it.
  public let slug: String
  /// A short summary of the problem type, in English.
  public let title: String
  /// This occurrence's explanation (in the request's language when the problem is a field's).
  public let detail: String
  /// The request body's key the problem is about (`nick`, `email`, `birth`, `gender`), if any.
  public let field: String?
  /// A stable code for the reason (`taken`, `resemblesTaken`, `tooYoung`, …), if any.
  public let code: String?

  /// Makes a problem.
  public init(status: Int, slug: String, title: String, detail: String, field: String? = nil, code: String? = nil) {
    self.status = status
    self.slug = slug
    self.title = title
    self.detail = detail
    self.field = field
    self.code = code
  }

  /// The problem's `type` URI.
  public var type: String { "urn:sprout:problem:" + slug }

  /// The answer carrying it.
  /// - Parameters:
  ///   - headers: More headers (`Allow`, `Content-Language`, …).
  /// - Returns: The response, `Content-Type: application/problem+json`.
  public func response(headers: [(name: String, value: String)] = []) -> HTTPResponse {
    var members: [String: JSONObject.Value] = [
      "type": .string(type), "title": .string(title), "status": .int(status), "detail": .string(detail),
    ]
    if let field { members["field"] = .string(field) }
    if let code { members["code"] = .string(code) }
    return HTTPResponse(
      status: status, contentType: "application/problem+json", headers: headers, body: JSONObject(members).data)
  }
}
