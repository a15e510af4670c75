// This file imports RxCore and Testing only, on purpose: it checks that `import RxCore` brings Foundation (and, on
// Linux, FoundationNetworking) with it, as `import RxCocoa` does on Apple systems. Do not add `import Foundation`.
import RxCore
import Testing

@Suite("import RxCore brings Foundation")
struct FoundationExportTests {
  @Test("Foundation's types are visible with only `import RxCore`")
  func foundationTypesAreVisible() throws {
    let url = try #require(URL(string: "https://example.com/users/sprout"))
    #expect(url.lastPathComponent == "sprout")
    let lock = NSRecursiveLock()
    lock.lock()
    lock.lock()
    lock.unlock()
    lock.unlock()
    #expect(Date(timeIntervalSince1970: 60).timeIntervalSince1970 == 60)
  }

  @Test("URLRequest and URLSession are visible with only `import RxCore`")
  func networkingTypesAreVisible() throws {
    var request = URLRequest(url: try #require(URL(string: "http://127.0.0.1/")))
    request.httpMethod = "HEAD"
    #expect(request.httpMethod == "HEAD")
    let response: Observable<(response: HTTPURLResponse, data: Data)> = URLSession.shared.rx.response(request: request)
    _ = response
  }
}
