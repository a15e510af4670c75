import RxCore
import RxTesting
import XCTest

/// `Resources.incrementTotal()` / `decrementTotal()` for counting resources of your own.
final class ResourcesTotalTests: RxTestCase {
  func testIncrementAndDecrementMoveTotalAndReturnTheNewCount() {
    #if DEBUG
      // `Int32`, as RxSwift's: code that stores the count in an `Int32` moves over unchanged.
      let before: Int32 = Resources.total
      let incremented: Int32 = Resources.incrementTotal()
      XCTAssertEqual(incremented, before + 1)
      XCTAssertEqual(Resources.total, before + 1)
      XCTAssertEqual(Resources.decrementTotal(), before)
      XCTAssertEqual(Resources.total, before)
    #endif
  }

  func testAResourceOfYourOwnThatIsNotReleasedShowsAsALeak() {
    #if DEBUG
      let check = ResourceLeakCheck()
      Resources.incrementTotal()
      XCTAssertNotNil(check.leak())
      Resources.decrementTotal()
      XCTAssertNil(check.leak())
    #endif
  }
}
