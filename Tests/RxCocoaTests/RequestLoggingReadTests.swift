import Foundation
import RxCocoa
import RxTesting
import XCTest

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Saving and restoring `URLSession.rx.shouldLogRequest` keeps its closure as it is, as `Hooks`' properties do
/// (RxCoreTests' `HooksReadTests`): the call after 200,000 round trips runs through as many stack frames as before.
final class RequestLoggingReadTests: XCTestCase {
  func testSavingAndRestoringShouldLogRequestKeepsItsClosureAsItIs() {
    let saved = URLSession.rx.shouldLogRequest
    defer { URLSession.rx.shouldLogRequest = saved }
    let depths = LockedValue<[Int]>([])
    URLSession.rx.shouldLogRequest = { _ in
      let depth = Thread.callStackSymbols.count
      depths.withLock { $0.append(depth) }
      return false
    }
    let request = URLRequest(url: URL(string: "https://example.com")!)
    XCTAssertFalse(URLSession.rx.shouldLogRequest(request))
    for _ in 0..<200_000 {
      URLSession.rx.shouldLogRequest = URLSession.rx.shouldLogRequest
    }
    XCTAssertFalse(URLSession.rx.shouldLogRequest(request))
    let seen = depths.withLock { $0 }
    XCTAssertEqual(seen.count, 2)
    XCTAssertEqual(seen.first, seen.last, "saving and restoring shouldLogRequest wrapped it in more frames")
  }
}
