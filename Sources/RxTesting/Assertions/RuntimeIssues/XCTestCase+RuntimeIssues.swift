#if canImport(XCTest)
  import XCTest

  extension XCTestCase {
    /// Starts a ``RuntimeIssueRecorder`` that stops (restoring the previous `Hooks.issueHandler`) when the test ends.
    ///
    /// ```swift
    /// func testBindReportsErrors() {
    ///   let recorder = recordRuntimeIssues()
    ///   // ... code that reports an issue ...
    ///   XCTAssertEqual(recorder.issues.map(\.kind), [.unhandledError])
    /// }
    /// ```
    /// - Returns: The recording recorder.
    public func recordRuntimeIssues() -> RuntimeIssueRecorder {
      let recorder = RuntimeIssueRecorder()
      recorder.start()
      addTeardownBlock { recorder.stop() }
      return recorder
    }
  }
#endif
