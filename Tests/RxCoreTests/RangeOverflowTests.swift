import RxCore
import RxTesting
import XCTest

final class RangeOverflowTests: RxTestCase {
  func testRangeIsLazy() {
    var received: [Int] = []
    _ = Observable.range(start: 0, count: Int.max).take(3).subscribe(onNext: { received.append($0) })
    XCTAssertEqual(received, [0, 1, 2])
  }

  func testRangeThatWouldOverflowFails() {
    var events: [Event<Int8>] = []
    _ = Observable<Int8>.range(start: 120, count: 10).subscribe { events.append($0) }
    XCTAssertEqual(events, [.error(RxError.overflow)])
  }

  func testRangeEndingExactlyAtTheMaximum() {
    var received: [Int8] = []
    _ = Observable<Int8>.range(start: 126, count: 2).subscribe(onNext: { received.append($0) })
    XCTAssertEqual(received, [126, 127])
  }

  func testFromOptional() {
    var some: [Event<Int>] = []
    var none: [Event<Int>] = []
    _ = Observable.from(optional: 3).subscribe { some.append($0) }
    _ = Observable<Int>.from(optional: nil).subscribe { none.append($0) }
    XCTAssertEqual(some, [.next(3), .completed])
    XCTAssertEqual(none, [.completed])
  }

  func testFromOptionalOnAScheduler() {
    let scheduler = TestScheduler(initialClock: 0)
    let observer = scheduler.start { Observable.from(optional: 1, scheduler: scheduler) }
    XCTAssertEqual(observer.events, [.next(201, 1), .completed(202)])
  }
}
