import RxCore
import RxTesting
import XCTest

/// `Hooks.defaultErrorHandler`, `Hooks.customCaptureSubscriptionCallstack` and `Hooks.recordCallStackOnError`.
final class DefaultErrorHandlerTests: RxTestCase {
  override func setUp() {
    super.setUp()
    let handler = Hooks.defaultErrorHandler
    let capture = Hooks.customCaptureSubscriptionCallstack
    let recording = Hooks.recordCallStackOnError
    addTeardownBlock {
      Hooks.defaultErrorHandler = handler
      Hooks.customCaptureSubscriptionCallstack = capture
      Hooks.recordCallStackOnError = recording
    }
  }

  func testTheDefaultHandlerReportsThroughTheIssueHandler() {
    let issues = RuntimeIssueRecorder.issues { _ = Observable<Int>.error(TestError(id: 1)).subscribe() }
    XCTAssertEqual(issues.map(\.kind), [.unhandledError])
    XCTAssertEqual(issues.first?.message, "Unhandled error happened: TestError(1)")
  }

  func testTheDefaultHandlerAddsTheSubscriptionCallStack() {
    Hooks.recordCallStackOnError = true
    Hooks.customCaptureSubscriptionCallstack = { ["frame1", "frame2"] }
    let issues = RuntimeIssueRecorder.issues { _ = Observable<Int>.error(TestError(id: 1)).subscribe() }
    XCTAssertEqual(
      issues.first?.message, "Unhandled error happened: TestError(1)\nsubscription called from:\nframe1\nframe2")
  }

  func testAReplacedHandlerReceivesTheErrorInsteadOfTheIssueHandler() {
    var logged: [TestError] = []
    Hooks.defaultErrorHandler = { _, error in logged.append(error as! TestError) }
    let issues = RuntimeIssueRecorder.issues {
      _ = Observable<Int>.error(TestError(id: 2)).subscribe()
      _ = Observable<Int>.error(TestError(id: 3)).subscribe(onNext: { _ in }, onCompleted: {})
      _ = Observable<Int>.error(TestError(id: 4)).subscribe(onError: { _ in })
    }
    XCTAssertEqual(logged, [TestError(id: 2), TestError(id: 3)])
    XCTAssertEqual(issues, [])
  }

  func testBindingErrorsStillGoToTheIssueHandler() {
    var logged: [any Error] = []
    Hooks.defaultErrorHandler = { _, error in logged.append(error) }
    let relay = PublishRelay<Int>()
    let issues = RuntimeIssueRecorder.issues { _ = Observable<Int>.error(TestError(id: 5)).bind(to: relay) }
    XCTAssertEqual(issues.map(\.kind), [.unhandledError])
    XCTAssertTrue(logged.isEmpty)
  }

  func testTraitsWithoutAnErrorHandlerUseIt() {
    var logged: [TestError] = []
    Hooks.defaultErrorHandler = { _, error in logged.append(error as! TestError) }
    _ = Single<Int>.error(TestError(id: 1)).subscribe()
    _ = Maybe<Int>.error(TestError(id: 2)).subscribe()
    _ = Completable.error(TestError(id: 3)).subscribe()
    _ = Single<Int>.error(TestError(id: 4)).subscribe(onFailure: { _ in })
    _ = Maybe<Int>.error(TestError(id: 5)).subscribe(onError: { _ in })
    _ = Completable.error(TestError(id: 6)).subscribe(onError: { _ in })
    XCTAssertEqual(logged, [TestError(id: 1), TestError(id: 2), TestError(id: 3)])
  }

  func testTheCallStackIsCapturedOnlyWhenRecordingIsOn() {
    var callStacks: [[String]] = []
    Hooks.defaultErrorHandler = { callStack, _ in callStacks.append(callStack) }
    _ = Observable<Int>.error(TestError()).subscribe()
    Hooks.customCaptureSubscriptionCallstack = { ["frame1"] }
    _ = Observable<Int>.error(TestError()).subscribe()
    Hooks.recordCallStackOnError = true
    _ = Observable<Int>.error(TestError()).subscribe()
    _ = Single<Int>.error(TestError()).subscribe()
    Hooks.customCaptureSubscriptionCallstack = { ["frame1", "frame2"] }
    _ = Completable.error(TestError()).subscribe()
    XCTAssertEqual(callStacks, [[], [], ["frame1"], ["frame1"], ["frame1", "frame2"]])
  }

  func testTheCallStackIsTheOneOfTheSubscriptionNotOfTheError() {
    var callStacks: [[String]] = []
    Hooks.defaultErrorHandler = { callStack, _ in callStacks.append(callStack) }
    Hooks.recordCallStackOnError = true
    Hooks.customCaptureSubscriptionCallstack = { ["at subscribe"] }
    let subject = PublishSubject<Int>()
    let subscription = subject.subscribe()
    Hooks.customCaptureSubscriptionCallstack = { ["at error"] }
    subject.onError(TestError())
    subscription.dispose()
    XCTAssertEqual(callStacks, [["at subscribe"]])
  }

  func testNoCaptureWhenTheSubscriptionHandlesErrors() {
    var captures = 0
    Hooks.recordCallStackOnError = true
    Hooks.customCaptureSubscriptionCallstack = {
      captures += 1
      return []
    }
    _ = Observable<Int>.error(TestError()).subscribe(onError: { _ in })
    XCTAssertEqual(captures, 0)
    let issues = RuntimeIssueRecorder.issues { _ = Observable<Int>.error(TestError()).subscribe(onNext: { _ in }) }
    XCTAssertEqual(captures, 1)
    XCTAssertEqual(issues.map(\.kind), [.unhandledError])
  }

  func testTheDefaultCaptureReturnsTheCallStackInDebugBuilds() {
    #if DEBUG
      XCTAssertFalse(Hooks.customCaptureSubscriptionCallstack().isEmpty)
    #else
      XCTAssertTrue(Hooks.customCaptureSubscriptionCallstack().isEmpty)
    #endif
    XCTAssertFalse(Hooks.recordCallStackOnError)
  }

  func testSettingAndReadingFromSeveralThreadsAtOnce() {
    let calls = LockedValue(0)
    DispatchQueue.concurrentPerform(iterations: 8) { index in
      for _ in 0..<200 {
        Hooks.defaultErrorHandler = { _, _ in calls.withLock { $0 += 1 } }
        Hooks.recordCallStackOnError = index.isMultiple(of: 2)
        Hooks.customCaptureSubscriptionCallstack = { [] }
        Hooks.defaultErrorHandler([], TestError())
        _ = Hooks.customCaptureSubscriptionCallstack()
      }
    }
    XCTAssertEqual(calls.withLock { $0 }, 8 * 200)
  }
}
