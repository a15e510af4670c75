import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The two lines `URLSession.rx` prints for a logged request: the request as a curl command, then its outcome.
///
/// The format is RxCocoa's:
///
/// ```
/// curl -X POST -d "name=sprout"
///     -H "Accept: application/json"
/// "https://example.com/signup" -i -v
/// Success (12ms): Status 201
/// ```
///
/// One difference, on purpose: RxCocoa escapes only `"` in the body, headers and URL. RxCore also escapes `\`, `$`
/// and backticks (so the printed command pastes into a shell as it was sent) and writes every control character as
/// `\u{…}` (so a body cannot move the cursor or change the terminal it is printed to). Headers are printed sorted by
/// name, so the same request always prints the same command.
struct URLRequestLog {
  /// The request as a curl command.
  static func curlCommand(for request: URLRequest) -> String {
    var command = "curl -X \(escaped(request.httpMethod ?? "GET")) "
    if let body = request.httpBody.flatMap({ String(data: $0, encoding: .utf8) }) {
      command += "-d \"\(escaped(body))\" "
    }
    for (name, value) in (request.allHTTPHeaderFields ?? [:]).sorted(by: { $0.key < $1.key }) {
      command += "\n    -H \"\(escaped(name)): \(escaped(value))\" "
    }
    command += "\n\"\(escaped(request.url?.absoluteString ?? "<unknown url>"))\" -i -v"
    return command
  }

  /// How the request ended, after `milliseconds`.
  static func outcome(response: URLResponse?, error: (any Error)?, milliseconds: Int) -> String {
    if let response = response as? HTTPURLResponse {
      let verdict = 200..<300 ~= response.statusCode ? "Success" : "Failure"
      return "\(verdict) (\(milliseconds)ms): Status \(response.statusCode)"
    }
    if let error {
      let nsError = error as NSError
      if nsError.domain == NSURLErrorDomain, nsError.code == NSURLErrorCancelled {
        return "Canceled (\(milliseconds)ms)"
      }
      return "Failure (\(milliseconds)ms): NSError > \(escaped(String(describing: nsError)))"
    }
    return "<Unhandled response from server>"
  }

  /// `text` safe inside a shell's double quotes and on a terminal.
  static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"", "\\", "$", "`":
        result.append("\\")
        result.unicodeScalars.append(scalar)
      case _ where scalar.properties.generalCategory == .control:
        result += "\\u{\(String(scalar.value, radix: 16))}"
      default:
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
