import RxCore
import RxTesting
import XCTest

final class RangeTests: RxTestCase {
  func testEmitsConsecutiveIntegersOnePerStep() {
    let scheduler = TestScheduler(initialClock: 0)

    let res = scheduler.start { Observable.range(start: 5, count: 3, scheduler: scheduler) }

    XCTAssertEqual(res.events, [.next(201, 5), .next(202, 6), .next(203, 7), .completed(204)])
  }

  func testZeroCountOnlyCompletes() {
    let scheduler = TestScheduler(initialClock: 0)

    let res = scheduler.start { Observable.range(start: 0, count: 0, scheduler: scheduler) }

    XCTAssertEqual(res.events, [.completed(201)])
  }

  func testUpperBoundary() {
    let scheduler = TestScheduler(initialClock: 0)

    let res = scheduler.start { Observable.range(start: Int.max, count: 1, scheduler: scheduler) }

    XCTAssertEqual(res.events, [.next(201, Int.max), .completed(202)])
  }

  func testDisposalStopsTheEmission() {
    let scheduler = TestScheduler(initialClock: 0)

    let res = scheduler.start(disposed: 204) { Observable.range(start: -10, count: 5, scheduler: scheduler) }

    XCTAssertEqual(res.events, [.next(201, -10), .next(202, -9), .next(203, -8)])
  }

  func testOtherIntegerTypes() {
    var received: [UInt8] = []

    Observable.range(start: UInt8(250), count: 3).subscribe(onNext: { received.append($0) }).dispose()

    XCTAssertEqual(received, [250, 251, 252])
  }
}
