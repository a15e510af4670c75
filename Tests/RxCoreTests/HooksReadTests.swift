import Foundation
import RxCore
import RxTesting
import XCTest

/// Reading or saving and restoring a `Hooks` property keeps the stored closure as it is: a report after millions of
/// reads runs through exactly as many stack frames as the first one. (`URLSession.rx.shouldLogRequest`, in RxCocoa,
/// has its test in RxCocoaTests.)
final class HooksReadTests: RxTestCase {
  override func setUp() {
    super.setUp()
    let issueHandler = Hooks.issueHandler
    let errorHandler = Hooks.defaultErrorHandler
    let capture = Hooks.customCaptureSubscriptionCallstack
    addTeardownBlock {
      Hooks.issueHandler = issueHandler
      Hooks.defaultErrorHandler = errorHandler
      Hooks.customCaptureSubscriptionCallstack = capture
    }
  }

  func testTenMillionReadsThenAReportRunThroughAsManyFramesAsTheFirstReport() {
    let depths = LockedValue<[Int]>([])
    Hooks.issueHandler = { _ in
      let depth = Thread.callStackSymbols.count
      depths.withLock { $0.append(depth) }
    }
    reportOneIssue()
    var readsThatReturnedAHandler = 0
    for _ in 0..<10_000_000 {
      let handler = Hooks.issueHandler
      withExtendedLifetime(handler) { readsThatReturnedAHandler += 1 }
    }
    reportOneIssue()
    XCTAssertEqual(readsThatReturnedAHandler, 10_000_000)
    let seen = depths.withLock { $0 }
    XCTAssertEqual(seen.count, 2)
    XCTAssertEqual(seen.first, seen.last, "each read wrapped the handler in more frames")
  }

  func testSavingAndRestoringEveryHookKeepsItsClosureAsItIs() {
    let depths = LockedValue<[String: [Int]]>([:])
    @Sendable func record(_ name: String) {
      let depth = Thread.callStackSymbols.count
      depths.withLock { $0[name, default: []].append(depth) }
    }
    Hooks.issueHandler = { _ in record("issueHandler") }
    Hooks.defaultErrorHandler = { _, _ in record("defaultErrorHandler") }
    Hooks.customCaptureSubscriptionCallstack = {
      record("customCaptureSubscriptionCallstack")
      return []
    }
    let makeScheduler: () -> any SchedulerType = {
      record("SharingScheduler.make")
      return MainScheduler.instance
    }
    SharingScheduler.mock(makeScheduler: makeScheduler) {
      callEveryHook()
      for _ in 0..<200_000 {
        Hooks.issueHandler = Hooks.issueHandler
        Hooks.defaultErrorHandler = Hooks.defaultErrorHandler
        Hooks.customCaptureSubscriptionCallstack = Hooks.customCaptureSubscriptionCallstack
      }
      callEveryHook()
    }
    let seen = depths.withLock { $0 }
    XCTAssertEqual(
      seen.keys.sorted(),
      [
        "SharingScheduler.make", "customCaptureSubscriptionCallstack", "defaultErrorHandler", "issueHandler",
      ])
    for (name, pair) in seen {
      XCTAssertEqual(pair.count, 2, name)
      XCTAssertEqual(pair.first, pair.last, "saving and restoring \(name) wrapped it in more frames")
    }
  }

  private func reportOneIssue() {
    misuseADisposable()
  }

  /// Assigns a `SingleAssignmentDisposable` twice, which RxCore reports through `Hooks.issueHandler`.
  private func misuseADisposable() {
    let disposable = SingleAssignmentDisposable()
    disposable.setDisposable(Disposables.create())
    disposable.setDisposable(Disposables.create())
    disposable.dispose()
  }

  private func callEveryHook() {
    misuseADisposable()
    Hooks.defaultErrorHandler([], TestError(id: 1))
    _ = Hooks.customCaptureSubscriptionCallstack()
    _ = SharingScheduler.make()
  }
}
