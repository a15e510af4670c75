import Foundation
import XCTest

@testable import RxCocoa

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What `URLSession.rx` prints for a logged request: RxCocoa's curl format, escaped for a shell and a terminal.
final class URLRequestLogTests: XCTestCase {
  func testAGetRequestIsACurlCommandWithItsURL() throws {
    let request = URLRequest(url: try XCTUnwrap(URL(string: "https://example.com/users?name=sprout")))
    XCTAssertEqual(
      URLRequestLog.curlCommand(for: request), "curl -X GET \n\"https://example.com/users?name=sprout\" -i -v")
  }

  func testTheBodyAndHeadersAreInTheCommandHeadersSortedByName() throws {
    var request = URLRequest(url: try XCTUnwrap(URL(string: "https://example.com/signup")))
    request.httpMethod = "POST"
    request.httpBody = Data("name=sprout".utf8)
    request.setValue("text/plain", forHTTPHeaderField: "Content-Type")
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    XCTAssertEqual(
      URLRequestLog.curlCommand(for: request),
      """
      curl -X POST -d "name=sprout" \("")
          -H "Accept: application/json" \("")
          -H "Content-Type: text/plain" \("")
      "https://example.com/signup" -i -v
      """)
  }

  func testQuotesBackslashesDollarsAndBackticksAreEscapedForTheShell() {
    XCTAssertEqual(URLRequestLog.escaped(#"say "hi" \ $HOME `id`"#), #"say \"hi\" \\ \$HOME \`id\`"#)
  }

  func testControlCharactersCannotReachTheTerminal() {
    XCTAssertEqual(URLRequestLog.escaped("a\u{1B}[2Jb\nc\u{7F}d\u{9B}e"), #"a\u{1b}[2Jb\u{a}c\u{7f}d\u{9b}e"#)
    XCTAssertEqual(URLRequestLog.escaped("남자 여자"), "남자 여자")
  }

  func testABodyThatIsNotUTF8IsLeftOut() throws {
    var request = URLRequest(url: try XCTUnwrap(URL(string: "https://example.com/")))
    request.httpBody = Data([0xFF, 0xFE])
    XCTAssertEqual(URLRequestLog.curlCommand(for: request), "curl -X GET \n\"https://example.com/\" -i -v")
  }

  func testTheOutcomeNamesTheStatusOrTheError() throws {
    let url = try XCTUnwrap(URL(string: "https://example.com/"))
    let ok = HTTPURLResponse(url: url, statusCode: 201, httpVersion: nil, headerFields: nil)
    let missing = HTTPURLResponse(url: url, statusCode: 404, httpVersion: nil, headerFields: nil)
    XCTAssertEqual(URLRequestLog.outcome(response: ok, error: nil, milliseconds: 12), "Success (12ms): Status 201")
    XCTAssertEqual(URLRequestLog.outcome(response: missing, error: nil, milliseconds: 3), "Failure (3ms): Status 404")
    let cancelled = NSError(domain: NSURLErrorDomain, code: NSURLErrorCancelled)
    XCTAssertEqual(URLRequestLog.outcome(response: nil, error: cancelled, milliseconds: 5), "Canceled (5ms)")
    let refused = NSError(domain: NSURLErrorDomain, code: NSURLErrorCannotConnectToHost)
    XCTAssertTrue(
      URLRequestLog.outcome(response: nil, error: refused, milliseconds: 7).hasPrefix("Failure (7ms): NSError > "))
    XCTAssertEqual(
      URLRequestLog.outcome(response: nil, error: nil, milliseconds: 1), "<Unhandled response from server>")
  }
}
