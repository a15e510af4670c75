import RxCore
import RxTesting
import XCTest

private enum EmptyTestError: Error {
  case boom
}

final class EmptyTests: RxTestCase {
  func testEmptyCompletesAtSubscription() {
    let scheduler = TestScheduler(initialClock: 0)

    let res = scheduler.start { Observable<Int>.empty() }

    XCTAssertEqual(res.events, [.completed(200)])
  }

  func testNeverEmitsNothing() {
    let scheduler = TestScheduler(initialClock: 0)

    let res = scheduler.start { Observable<Int>.never() }

    XCTAssertEqual(res.events, [])
  }

  func testErrorFailsAtSubscription() {
    let scheduler = TestScheduler(initialClock: 0)

    let res = scheduler.start { Observable<Int>.error(EmptyTestError.boom) }

    XCTAssertEqual(res.events, [.error(200, EmptyTestError.boom)])
  }

  func testEmptyAndErrorStopSynchronously() {
    var steps: [String] = []

    Observable<Int>.empty().subscribe(onCompleted: { steps.append("completed") }).dispose()
    Observable<Int>.error(EmptyTestError.boom).subscribe(onError: { steps.append("error \($0)") }).dispose()
    steps.append("end")

    XCTAssertEqual(steps, ["completed", "error boom", "end"])
  }
}
