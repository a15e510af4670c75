import RxCore
import RxTesting
import XCTest

final class JustTests: RxTestCase {
  func testEmitsTheElementAndCompletesAtSubscription() {
    let scheduler = TestScheduler(initialClock: 0)

    let res = scheduler.start { Observable.just(42) }

    XCTAssertEqual(res.events, [.next(200, 42), .completed(200)])
  }

  func testEmitsSynchronously() {
    var received: [Int] = []
    var completed = false

    Observable.just(7).subscribe(onNext: { received.append($0) }, onCompleted: { completed = true }).dispose()

    XCTAssertEqual(received, [7])
    XCTAssertTrue(completed)
  }

  func testScheduledEmitsTheElementAndCompletionInSeparateSteps() {
    let scheduler = TestScheduler(initialClock: 0)

    let res = scheduler.start { Observable.just(42, scheduler: scheduler) }

    XCTAssertEqual(res.events, [.next(201, 42), .completed(202)])
  }

  func testScheduledDisposalBeforeCompletion() {
    let scheduler = TestScheduler(initialClock: 0)

    let res = scheduler.start(disposed: 202) { Observable.just(42, scheduler: scheduler) }

    XCTAssertEqual(res.events, [.next(201, 42)])
  }
}
