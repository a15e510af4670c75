/// A request as the server read it: the method, the path as sent (still percent-encoded), the headers and the body.
///
/// ```swift
/// request.header("content-type")  // "application/json"
/// ```
public struct HTTPRequest: Sendable {
  /// The method, for example `GET`.
  public let method: String
  /// The path as it came, percent-encoding kept, without the query; if its raw bytes are not UTF-8, each byte over
  /// 0x7F is percent-encoded (so it decodes to the bytes sent, and is refused like their escapes).
  public let path: String
  /// The headers the responder reads (``RequestResponder/headerNames``), names in lower case.
  public let headers: [String: String]
  /// The body (empty when there is none).
  public var body: [UInt8]

  /// Makes a request.
  /// - Parameters:
  ///   - method: The method.
  ///   - path: The raw path.
  ///   - headers: The headers, names in lower case.
  ///   - body: The body.
  public init(method: String, path: String, headers: [String: String], body: [UInt8] = []) {
    self.method = method
    self.path = path
    self.headers = headers
    self.body = body
  }

  /// The value of a header, by its name in any case.
  /// - Parameter name: The header's name.
  /// - Returns: Its value, or `nil`.
  public func header(_ name: String) -> String? { headers[name.lowercased()] }
}
