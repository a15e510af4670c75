import RxCore
import RxTesting
import XCTest

private enum ReduceTestError: Error {
  case boom
}

final class ReduceTests: RxTestCase {
  private func makeSource(_ scheduler: TestScheduler) -> TestableObservable<Int> {
    scheduler.createHotObservable([.next(150, 9), .next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
  }

  func testEmitsTheFinalAccumulationOnCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = makeSource(scheduler)

    let res = scheduler.start { xs.reduce(10, accumulator: +) }

    XCTAssertEqual(res.events, [.next(300, 16), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testMapResultTransformsTheFinalAccumulation() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = makeSource(scheduler)

    let res = scheduler.start { xs.reduce(0, accumulator: +, mapResult: { "sum \($0)" }) }

    XCTAssertEqual(res.events, [.next(300, "sum 6"), .completed(300)])
  }

  func testEmptySourceEmitsTheSeed() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 1), .completed(250)])

    let res = scheduler.start { xs.reduce(42, accumulator: +) }

    XCTAssertEqual(res.events, [.next(250, 42), .completed(250)])
  }

  func testForwardsTheSourceErrorWithoutAResult() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(250, ReduceTestError.boom)])

    let res = scheduler.start { xs.reduce(0, accumulator: +) }

    XCTAssertEqual(res.events, [.error(250, ReduceTestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testDisposalBeforeCompletionEmitsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = makeSource(scheduler)

    let res = scheduler.start(disposed: 250) { xs.reduce(0, accumulator: +) }

    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testThrowingAccumulatorSendsTheErrorAndUnsubscribes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = makeSource(scheduler)

    let res = scheduler.start {
      xs.reduce(0) { sum, value in
        if value == 2 { throw ReduceTestError.boom }
        return sum + value
      }
    }

    XCTAssertEqual(res.events, [.error(220, ReduceTestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testThrowingMapResultSendsTheError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = makeSource(scheduler)

    let res = scheduler.start {
      xs.reduce(0, accumulator: +, mapResult: { (_: Int) -> String in throw ReduceTestError.boom })
    }

    XCTAssertEqual(res.events, [.error(300, ReduceTestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }
}
