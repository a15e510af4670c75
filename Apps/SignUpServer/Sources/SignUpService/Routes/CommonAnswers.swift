import Foundation
import SignUp

/// The answers every route shares: unknown route, wrong method, wrong content type, body too large, store down.
enum CommonAnswers {
  /// 404.
  static func notFound() -> HTTPResponse {
    Problem(status: 404, slug: "not-found", title: "Not Found", detail: "No resource has this path.").response()
  }

  /// 405 with `Allow`.
  static func methodNotAllowed(allow: String) -> HTTPResponse {
    Problem(
      status: 405, slug: "method-not-allowed", title: "Method Not Allowed",
      detail: "This resource answers \(allow) only."
    ).response(headers: [("Allow", allow)])
  }

  /// 415.
  static func unsupportedMediaType() -> HTTPResponse {
    Problem(
      status: 415, slug: "unsupported-media-type", title: "Unsupported Media Type",
      detail: "The body must be sent as application/json."
    ).response()
  }

  /// 413.
  static func contentTooLarge(limit: Int) -> HTTPResponse {
    Problem(
      status: 413, slug: "content-too-large", title: "Content Too Large",
      detail: "The body is over \(limit) bytes."
    ).response(headers: [("Connection", "close")])
  }

  /// 400 for a body that is not JSON, or a bad header.
  static func badRequest(_ detail: String, slug: String = "malformed-request") -> HTTPResponse {
    Problem(status: 400, slug: slug, title: "Bad Request", detail: detail).response()
  }

  /// 503 for a store that did not answer (its reason comes from the library, never from the request).
  static func unavailable(_ error: AccountStoreError) -> HTTPResponse {
    Problem(
      status: 503, slug: "store-unavailable", title: "Service Unavailable", detail: error.message(in: .english)
    ).response(headers: [("Retry-After", "1")])
  }

  /// Whether a `Content-Type` is JSON (`application/json`, with any parameters).
  static func isJSON(_ contentType: String?) -> Bool {
    guard var contentType else { return false }
    return contentType.withUTF8 { bytes in
      let end = bytes.firstIndex(of: UInt8(ascii: ";")) ?? bytes.endIndex
      var lower = bytes.startIndex
      var upper = end
      while lower < upper, bytes[lower] == 0x20 || bytes[lower] == 0x09 { lower += 1 }
      while upper > lower, bytes[upper - 1] == 0x20 || bytes[upper - 1] == 0x09 { upper -= 1 }
      let expected = "application/json".utf8
      guard upper - lower == expected.count else { return false }
      return zip(bytes[lower..<upper], expected).allSatisfy { byte, wanted in
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 == wanted : byte == wanted
      }
    }
  }
}
