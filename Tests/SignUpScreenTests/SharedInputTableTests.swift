import RxTesting
import SignUp
import SignUpConformance
import SignUpProgram
import SignUpScreen
import XCTest

/// The shared input table through the terminal face: every row's expectation, in both languages, with no runtime
/// issue reported by RxCore (the screen never feeds the view model from inside its own delivery). The GTK window's
/// tests run the same rows through the window and compare its reports with these, step by step.
final class SharedInputTableTests: RxTestCase {
  func testEveryRowInBothLanguages() throws {
    let issues = try RuntimeIssueRecorder.issues {
      for language in Language.allCases {
        for row in SharedInputTable.cases {
          let face = try Fixtures.face(language, in: self)
          let reports = SharedInputTable.reports(of: row, on: face)
          guard let last = reports.last else { return XCTFail("\(row) has no steps") }
          if let mismatch = row.mismatch(in: last, language: language) {
            XCTFail("\(row) (\(language)): \(mismatch)\n\(last)")
          }
        }
      }
    }
    XCTAssertEqual(issues, [])
  }
}
