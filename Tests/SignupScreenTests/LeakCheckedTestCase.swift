import RxTesting
import XCTest

/// A test case that fails when a test leaves RxCore resources alive (`Resources.total` must be back to its value at
/// `setUp`). Every test that subscribes to the view model derives from it.
class LeakCheckedTestCase: XCTestCase {
  private var resourcesAtStart = 0

  override func setUp() {
    super.setUp()
    resourcesAtStart = Resources.total
  }

  override func tearDown() {
    XCTAssertEqual(Resources.total, resourcesAtStart, "RxCore resources leaked by this test")
    super.tearDown()
  }
}
