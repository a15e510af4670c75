import RxCore
import RxTesting
import XCTest

/// `Resources.incrementTotal()` / `decrementTotal()` for counting resources of your own.
final class ResourcesTotalTests: RxTestCase {
  func testIncrementAndDecrementMoveTotalAndReturnTheNewCount() {
    #if DEBUG
      let before = Resources.total
      XCTAssertEqual(Resources.incrementTotal(), before + 1)
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
