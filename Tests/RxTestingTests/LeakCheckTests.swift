import RxTesting
import XCTest

final class LeakCheckTests: FailureCapturingTestCase {
  func testCheckReportsADeliberatelyLeakedSubscriptionUntilItIsDisposed() throws {
    #if DEBUG
      let subject = PublishSubject<Int>()
      let check = ResourceLeakCheck()
      var subscription: (any Disposable)? = subject.subscribe(onNext: { _ in })
      let leak = try XCTUnwrap(check.leak())
      XCTAssertGreaterThan(leak.difference, 0)
      XCTAssertEqual(leak.before, check.totalBefore)
      XCTAssertEqual(leak.after, Int(Resources.total))
      subscription?.dispose()
      subscription = nil
      XCTAssertNil(check.leak())
    #else
      throw XCTSkip("Resources.total is only counted in debug builds")
    #endif
  }

  func testAssertNoLeaksPassesWhenEverythingIsDisposed() {
    let subject = PublishSubject<Int>()
    var received: [Int] = []
    let failures = failures {
      assertNoLeaks {
        let subscription = subject.subscribe(onNext: { received.append($0) })
        subject.onNext(1)
        subscription.dispose()
      }
    }
    XCTAssertEqual(failures, [])
    XCTAssertEqual(received, [1])
  }

  func testAssertNoLeaksFailsForALeakedSubscriptionThenCleansUp() throws {
    #if DEBUG
      let subject = PublishSubject<Int>()
      let before = Resources.total
      var leaked: (any Disposable)?
      let failures = failures {
        assertNoLeaks { leaked = subject.subscribe(onNext: { _ in }) }
      }
      XCTAssertEqual(failures.count, 1)
      let after = Resources.total
      let expected = "Resources.total was \(before) before and \(after) after (+\(after - before))"
      XCTAssertGreaterThan(after, before)
      XCTAssertTrue(failures.first?.contains(expected) == true, "\(failures)")
      leaked?.dispose()
      leaked = nil
      XCTAssertEqual(Resources.total, before)
    #else
      throw XCTSkip("Resources.total is only counted in debug builds")
    #endif
  }

  func testAssertNoLeaksRethrowsWithoutChecking() {
    struct Failure: Error {}
    let subject = PublishSubject<Int>()
    var leaked: (any Disposable)?
    // A leak check after the throw would fail this test; the error alone must come out.
    XCTAssertThrowsError(
      try assertNoLeaks {
        leaked = subject.subscribe(onNext: { _ in })
        throw Failure()
      }
    ) { error in
      XCTAssertTrue(error is Failure)
    }
    XCTAssertNotNil(leaked)
    leaked?.dispose()
  }
}

/// `RxTestCase` fails a test whose subscription is still alive at `tearDown()`; this subclass leaks one on purpose,
/// captures the failure, checks it, then cleans up.
final class RxTestCaseTests: RxTestCase {
  private var subject: PublishSubject<Int>?
  private var leaked: (any Disposable)?
  private var totalAtSetUp: Int32 = 0
  private var captured: [String] = []
  private var isCapturing = false

  override func setUp() {
    subject = PublishSubject<Int>()
    totalAtSetUp = Resources.total
    super.setUp()
  }

  func testCleanTestPasses() {
    let subscription = subject?.subscribe(onNext: { _ in })
    subscription?.dispose()
  }

  func testLeakedSubscriptionFailsAtTearDown() {
    leaked = subject?.subscribe(onNext: { _ in })
  }

  override func tearDown() {
    let isLeakTest = leaked != nil
    isCapturing = true
    super.tearDown()
    isCapturing = false
    leaked?.dispose()
    leaked = nil
    #if DEBUG
      if isLeakTest {
        XCTAssertEqual(captured.count, 1)
        XCTAssertTrue(captured.first?.contains("still alive") == true, "\(captured)")
      } else {
        XCTAssertEqual(captured, [])
      }
    #else
      XCTAssertEqual(captured, [])
    #endif
    XCTAssertEqual(Resources.total, totalAtSetUp)
    subject = nil
  }

  #if canImport(Darwin)
    override func record(_ issue: XCTIssue) {
      if isCapturing {
        captured.append(issue.compactDescription)
      } else {
        super.record(issue)
      }
    }
  #else
    override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
      if isCapturing {
        captured.append(description)
      } else {
        super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      }
    }
  #endif
}
