import Foundation

/// One line per request: method, route template, status and milliseconds, for example
/// `GET /v1/nicknames/{nickname} 200 0.41ms`. The route is a template, never the path, and a method other than the
/// nine standard ones is written `(other method)`, never as sent, so no text from the request (a nickname or an
/// email sent in place of a method) reaches the log.
///
/// ```swift
/// RequestLog.standardError.record(method: "GET", route: "/healthz", status: 200, milliseconds: 0.2)
/// ```
public struct RequestLog: Sendable {
  private let write: @Sendable (String) -> Void

  /// A log that hands each line (with its newline) to `write`.
  /// - Parameter write: Where lines go; called from the worker threads.
  public init(write: @escaping @Sendable (String) -> Void) {
    self.write = write
  }

  /// The log on standard error, one `write(2)` per line so lines from threads do not mix.
  public static let standardError = RequestLog { line in
    var bytes = Array(line.utf8)
    _ = bytes.withUnsafeMutableBytes { Foundation.write(2, $0.baseAddress, $0.count) }
  }

  /// A log that drops every line.
  public static let silent = RequestLog { _ in }

  /// Writes a request's line.
  /// - Parameters:
  ///   - method: The request's method (written only if it is a standard one, ``standardMethods``).
  ///   - route: The route template (or `-` when no route matched).
  ///   - status: The status sent, or 0 when the connection closed without one.
  ///   - milliseconds: From the head's arrival to the answer's sending.
  public func record(method: String, route: String, status: Int, milliseconds: Double) {
    let statusText = status == 0 ? "closed" : String(status)
    let hundredths = Int((milliseconds * 100).rounded())
    let fraction = hundredths % 100
    let time = "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)ms"
    write("\(Self.methodName(method)) \(Self.escaped(route)) \(statusText) \(time)\n")
  }

  /// The methods of RFC 9110 and PATCH: the only ones the log writes as they are.
  public static let standardMethods: Set<String> = [
    "GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS", "PATCH", "TRACE", "CONNECT",
  ]

  /// The method as the log writes it: a standard method as it is, anything else `(other method)` (it is text the
  /// client chose, and may be a nickname or an email).
  static func methodName(_ method: String) -> String {
    standardMethods.contains(method) ? method : "(other method)"
  }

  /// The text with anything but printable ASCII other than `%` and space written as `%XX`, at most 32 bytes.
  static func escaped(_ text: String) -> String {
    let isPlain = { (byte: UInt8) in byte > 0x20 && byte < 0x7F && byte != UInt8(ascii: "%") }
    if text.utf8.count <= 32, text.utf8.allSatisfy(isPlain) { return text }
    var escaped = ""
    for byte in text.utf8.prefix(32) {
      if isPlain(byte) {
        escaped.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        escaped += String(format: "%%%02X", byte)
      }
    }
    return escaped
  }
}
