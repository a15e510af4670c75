import RxCore
import RxTesting
import XCTest

final class RepeatElementTests: RxTestCase {
  func testRepeatsOnePerStepUntilDisposed() {
    let scheduler = TestScheduler(initialClock: 0)

    let res = scheduler.start(disposed: 204) { Observable.repeatElement(42, scheduler: scheduler) }

    XCTAssertEqual(res.events, [.next(201, 42), .next(202, 42), .next(203, 42)])
  }

  func testSynchronousRepetitionStopsWhenTheSubscriptionEnds() {
    var received: [String] = []

    Observable.repeatElement("x").take(4).subscribe(onNext: { received.append($0) }).dispose()

    XCTAssertEqual(received, ["x", "x", "x", "x"])
  }
}
