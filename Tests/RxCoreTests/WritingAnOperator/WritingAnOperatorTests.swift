import Foundation
import RxCore
import RxTesting
import XCTest

private struct TransformError: Error {}

/// The two templates of RxCore's "Writing an operator" article: the article shows these files, and both shapes of
/// the same operator behave alike (their isolation check: `OperatorIsolationCheckTests`).
final class WritingAnOperatorTests: RxTestCase {
  private func events(_ apply: @escaping (TestableObservable<String>) -> Observable<String>) -> (
    [Recorded<Event<String>>], [Subscription]
  ) {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([
      .next(150, "z"), .next(210, "a"), .next(220, "b"), .completed(300),
    ])
    let result = scheduler.start { apply(source) }
    return (result.events, source.subscriptions)
  }

  func testBothShapesTransformEachElementWithItsPosition() {
    let expected: [Recorded<Event<String>>] = [.next(210, "0:a"), .next(220, "1:b"), .completed(300)]
    let plain = events { $0.mapWithIndex { "\($1):\($0)" } }
    let fast = events { $0.fastMapWithIndex { "\($1):\($0)" } }
    XCTAssertEqual(plain.0, expected)
    XCTAssertEqual(fast.0, expected)
    XCTAssertEqual(plain.1, [Subscription(200, 300)])
    XCTAssertEqual(fast.1, [Subscription(200, 300)])
  }

  func testAnErrorTheClosureThrowsEndsTheSubscription() {
    let plain = events {
      $0.mapWithIndex { element, index in
        if index == 1 { throw TransformError() }; return element
      }
    }
    let fast = events {
      $0.fastMapWithIndex { element, index in
        if index == 1 { throw TransformError() }; return element
      }
    }
    XCTAssertEqual(plain.0, [.next(210, "a"), .error(220, TransformError())])
    XCTAssertEqual(fast.0, plain.0)
    XCTAssertEqual(plain.1, [Subscription(200, 220)], "the source is disposed at the error")
    XCTAssertEqual(fast.1, plain.1)
  }

  func testTheArticleShowsTheseFilesAsTheyAre() throws {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let root = folder.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let article = try String(
      contentsOf: root.appendingPathComponent("Sources/RxCore/RxCore.docc/WritingAnOperator.md"), encoding: .utf8)
    let blocks = article.components(separatedBy: "\n```swift\n").dropFirst().map {
      ($0.components(separatedBy: "\n```\n").first ?? "") + "\n"  // the fence that ends it starts a line
    }
    for name in ["PlainOperator.swift", "FastOperator.swift"] {
      let file = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      let shown = blocks.first { $0.hasPrefix("// not compiled: it is Tests/RxCoreTests/WritingAnOperator/\(name)") }
      let body = shown.map { $0.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)[1] }
      XCTAssertEqual(body.map(String.init), file, "the article shows \(name) as it is")
    }
  }
}
