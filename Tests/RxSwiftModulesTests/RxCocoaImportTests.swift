// Imports RxCocoa (and XCTest) only, on purpose: `import RxCocoa` brings Foundation and, on Linux,
// FoundationNetworking, with `URLSession.rx` and `NotificationCenter.rx`, as it does on Apple systems.
// Do not add `import Foundation`.
import RxCocoa
import XCTest

final class RxCocoaImportTests: XCTestCase {
  func testURLSessionAndItsRxExtensionAreVisible() throws {
    var request = URLRequest(url: try XCTUnwrap(URL(string: "http://127.0.0.1/")))
    request.httpMethod = "HEAD"
    XCTAssertEqual(request.httpMethod, "HEAD")
    let response: RxCocoa.Observable<(response: HTTPURLResponse, data: Data)> =
      URLSession.shared.rx.response(request: request)
    _ = response
    let error: RxCocoa.RxCocoaURLError = .unknown
    XCTAssertEqual(error.debugDescription, "Unknown error has occurred.")
  }

  func testNotificationCenterRxIsVisible() {
    let center = NotificationCenter()
    var names: [Notification.Name] = []
    let subscription = center.rx.notification(Notification.Name("RxCocoaImportTests"))
      .subscribe(onNext: { names.append($0.name) })
    center.post(name: Notification.Name("RxCocoaImportTests"), object: nil)
    subscription.dispose()
    center.post(name: Notification.Name("RxCocoaImportTests"), object: nil)
    XCTAssertEqual(names, [Notification.Name("RxCocoaImportTests")])
  }

  func testSectionedViewDataSourceTypeIsRxCocoas() throws {
    struct Rows: RxCocoa.SectionedViewDataSourceType {
      let sections: [[String]]
      func model(at indexPath: IndexPath) throws -> Any { sections[indexPath[0]][indexPath[1]] }
    }
    let source: any SectionedViewDataSourceType = Rows(sections: [["a"], ["b", "c"]])
    XCTAssertEqual(try source.model(at: IndexPath(indexes: [1, 1])) as? String, "c")
  }
}
