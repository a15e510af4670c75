import Foundation
import RxCore
import RxTesting
import XCTest

private enum DebugTestError: Error {
  case boom
}

final class DebugTests: RxTestCase {
  private static let timestampFormat = "yyyy-MM-dd HH:mm:ss.SSS"

  /// Runs `body` and returns the lines it printed.
  private func printedLines(_ body: () -> Void) throws -> [String] {
    try StandardOutputCapture.lines(printedBy: body)
  }

  /// Splits `line` into its timestamp, checked to be in RxSwift's format, and the rest after `": "`.
  private func contentAfterTimestamp(_ line: String, file: StaticString = #filePath, lineNumber: UInt = #line)
    -> String
  {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = Self.timestampFormat
    let stampLength = Self.timestampFormat.count
    let stamp = String(line.prefix(stampLength))
    XCTAssertNotNil(formatter.date(from: stamp), "no timestamp in \(line)", file: file, line: lineNumber)
    let rest = line.dropFirst(stampLength)
    XCTAssertTrue(rest.hasPrefix(": "), "no separator in \(line)", file: file, line: lineNumber)
    return String(rest.dropFirst(2))
  }

  func testPrintsSubscriptionEventsAndDisposal() throws {
    let lines = try printedLines {
      Observable.of(1, 2).debug("numbers").subscribe().dispose()
    }

    XCTAssertEqual(
      lines.map { contentAfterTimestamp($0) },
      [
        "numbers -> subscribed", "numbers -> Event next(1)", "numbers -> Event next(2)",
        "numbers -> Event completed", "numbers -> isDisposed",
      ])
  }

  func testPrintsTheError() throws {
    let lines = try printedLines {
      Observable<Int>.error(DebugTestError.boom).debug("failing").subscribe(onError: { _ in }).dispose()
    }

    XCTAssertEqual(
      lines.map { contentAfterTimestamp($0) },
      ["failing -> subscribed", "failing -> Event error(boom)", "failing -> isDisposed"])
  }

  func testPrintsDisposalByTheSubscriberOnce() throws {
    let lines = try printedLines {
      let subscription = Observable<Int>.never().debug("idle").subscribe()
      subscription.dispose()
      subscription.dispose()
    }

    XCTAssertEqual(lines.map { contentAfterTimestamp($0) }, ["idle -> subscribed", "idle -> isDisposed"])
  }

  func testPassesEventsThrough() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, DebugTestError.boom)])
    var res: TestableObserver<Int>?

    _ = try printedLines {
      res = scheduler.start { xs.debug("passing") }
    }

    XCTAssertEqual(res?.events, [.next(210, 1), .next(220, 2), .error(230, DebugTestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testDisposalEndsTheSubscription() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
    var res: TestableObserver<Int>?

    let lines = try printedLines {
      res = scheduler.start(disposed: 250) { xs.debug("disposed") }
    }

    XCTAssertEqual(res?.events, [.next(210, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(
      lines.map { contentAfterTimestamp($0) },
      ["disposed -> subscribed", "disposed -> Event next(1)", "disposed -> isDisposed"])
  }

  func testTrimOutputShortensLongEvents() throws {
    let long = String(repeating: "a", count: 50)
    let lines = try printedLines {
      Observable.just(long).debug("trimmed", trimOutput: true).subscribe().dispose()
      Observable.just(long).debug("full").subscribe().dispose()
    }

    // "next(" + 50 letters + ")" is 56 characters: the first 20 and the last 20 are kept.
    let trimmed = "next(" + String(repeating: "a", count: 15) + "..." + String(repeating: "a", count: 19) + ")"
    XCTAssertEqual(
      lines.map { contentAfterTimestamp($0) },
      [
        "trimmed -> subscribed", "trimmed -> Event \(trimmed)", "trimmed -> Event completed",
        "trimmed -> isDisposed", "full -> subscribed", "full -> Event next(\(long))", "full -> Event completed",
        "full -> isDisposed",
      ])
  }

  func testDefaultIdentifierNamesTheCallSite() throws {
    let callLine = #line + 1
    let observable = Observable.just(1).debug()
    let lines = try printedLines {
      observable.subscribe().dispose()
    }

    let identifier = "DebugTests.swift:\(callLine) (testDefaultIdentifierNamesTheCallSite())"
    XCTAssertEqual(lines.first.map { contentAfterTimestamp($0) }, "\(identifier) -> subscribed")
    XCTAssertEqual(lines.count, 4)
  }
}
