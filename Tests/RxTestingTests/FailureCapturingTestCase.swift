import XCTest

/// An `XCTestCase` that can collect the failures recorded while a block runs instead of failing the test, so the
/// failure paths of the assertions can be tested on Linux, where `XCTExpectFailure` does not exist.
class FailureCapturingTestCase: XCTestCase {
  private var captured: [String]?

  /// Runs `body` and returns the failure messages it recorded; they do not fail the test.
  func failures(during body: () -> Void) -> [String] {
    captured = []
    body()
    let failures = captured ?? []
    captured = nil
    return failures
  }

  #if canImport(Darwin)
    override func record(_ issue: XCTIssue) {
      if captured != nil {
        captured?.append(issue.compactDescription)
      } else {
        super.record(issue)
      }
    }
  #else
    override func recordFailure(
      withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
      if captured != nil {
        captured?.append(description)
      } else {
        super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
      }
    }
  #endif
}
