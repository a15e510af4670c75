import RxTesting
import XCTest

final class RuntimeIssueRecorderTests: RxTestCase {
  private var testRecorder: RuntimeIssueRecorder?

  /// Reports one unhandled-error issue through RxCore.
  private func reportUnhandledError(_ message: String) {
    let subject = PublishSubject<Int>()
    let subscription = subject.subscribe(onNext: { _ in })
    subject.onError(MarbleTestError(message))
    subscription.dispose()
  }

  func testRecordsIssuesWhileRecordingAndRestoresThePreviousHandler() {
    let outer = RuntimeIssueRecorder()
    outer.start()
    let inner = RuntimeIssueRecorder()
    XCTAssertFalse(inner.isRecording)
    inner.start()
    XCTAssertTrue(inner.isRecording)
    reportUnhandledError("first")
    inner.stop()
    XCTAssertFalse(inner.isRecording)
    reportUnhandledError("second")
    outer.stop()

    XCTAssertEqual(inner.issues.map(\.kind), [.unhandledError])
    XCTAssertTrue(inner.issues.first?.message.contains("first") == true, "\(inner.issues)")
    XCTAssertEqual(outer.issues.count, 1)
    XCTAssertTrue(outer.issues.first?.message.contains("second") == true, "\(outer.issues)")
  }

  func testRecordingBlockRestoresTheHandlerEvenWhenItThrows() {
    struct Failure: Error {}
    let outer = RuntimeIssueRecorder()
    outer.start()
    let inner = RuntimeIssueRecorder()
    XCTAssertThrowsError(
      try inner.recording {
        reportUnhandledError("inside")
        throw Failure()
      })
    reportUnhandledError("after")
    outer.stop()
    XCTAssertEqual(inner.issues.count, 1)
    XCTAssertEqual(outer.issues.count, 1)
  }

  func testIssuesDuringABlock() {
    let issues = RuntimeIssueRecorder.issues {
      reportUnhandledError("a")
      reportUnhandledError("b")
    }
    XCTAssertEqual(issues.map(\.kind), [.unhandledError, .unhandledError])
  }

  func testFilteringForgettingAndStartingTwice() {
    let recorder = RuntimeIssueRecorder()
    recorder.start()
    recorder.start()
    reportUnhandledError("x")
    recorder.stop()
    XCTAssertEqual(recorder.issues(of: .unhandledError).count, 1)
    XCTAssertEqual(recorder.issues(of: .grammarViolation).count, 0)
    recorder.removeAll()
    XCTAssertEqual(recorder.issues, [])
    recorder.stop()
    XCTAssertFalse(recorder.isRecording)
  }

  func testIssueReachingAStoppedRecorderIsPassedOnNotLost() {
    let base = RuntimeIssueRecorder()
    base.start()
    let first = RuntimeIssueRecorder()
    first.start()
    let second = RuntimeIssueRecorder()
    second.start()
    // Stopped out of order: `second` puts back `first`'s handler although `first` has already stopped.
    first.stop()
    second.stop()
    reportUnhandledError("late")
    base.stop()
    XCTAssertEqual(first.issues, [])
    XCTAssertEqual(second.issues, [])
    XCTAssertEqual(base.issues.count, 1)
  }

  func testRecorderForTheTestStopsAtTearDown() {
    let recorder = recordRuntimeIssues()
    testRecorder = recorder
    XCTAssertTrue(recorder.isRecording)
    reportUnhandledError("test")
    XCTAssertEqual(recorder.issues.count, 1)
  }

  override func tearDown() {
    if let testRecorder {
      XCTAssertFalse(testRecorder.isRecording)
    }
    testRecorder = nil
    super.tearDown()
  }
}
