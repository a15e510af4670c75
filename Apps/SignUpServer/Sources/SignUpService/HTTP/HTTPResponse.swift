import Foundation

/// An answer: status, headers and body.
///
/// ```swift
/// HTTPResponse(status: 200, contentType: "application/json", body: Data("{}".utf8))
/// ```
public struct HTTPResponse: Sendable {
  /// The status code.
  public var status: Int
  /// The headers, in order.
  public var headers: [(name: String, value: String)]
  /// The body.
  public var body: Data

  /// Makes an answer.
  /// - Parameters:
  ///   - status: The status code.
  ///   - contentType: The `Content-Type`, if there is a body.
  ///   - headers: More headers.
  ///   - body: The body.
  public init(status: Int, contentType: String?, headers: [(name: String, value: String)] = [], body: Data = Data()) {
    self.status = status
    self.headers = (contentType.map { [("Content-Type", $0)] } ?? []) + headers
    self.body = body
  }
}
