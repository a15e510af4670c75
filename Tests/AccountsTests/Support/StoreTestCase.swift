import Foundation
import RxTesting
import XCTest

/// A test case with a temporary folder for its store files, removed after the test.
class StoreTestCase: RxTestCase {
  private var temporaryFolder: TemporaryFolder?

  /// The test's folder.
  var folder: TemporaryFolder {
    get throws {
      if let temporaryFolder { return temporaryFolder }
      let made = try TemporaryFolder()
      temporaryFolder = made
      return made
    }
  }

  override func tearDown() {
    temporaryFolder?.remove()
    temporaryFolder = nil
    super.tearDown()
  }

  /// Asserts that `body` throws exactly `expected`.
  func assertThrows<T>(
    _ expected: AccountStoreErrorMatch, file: StaticString = #filePath, line: UInt = #line,
    _ body: () throws -> T
  ) {
    XCTAssertThrowsError(try body(), file: file, line: line) { error in
      XCTAssertTrue(expected.matches(error), "expected \(expected), got \(error)", file: file, line: line)
    }
  }
}
