import RxCore
import RxTesting
import XCTest

private enum TakeLastTestError: Error {
  case boom
}

final class TakeLastTests: RxTestCase {
  private func makeSource(_ scheduler: TestScheduler) -> TestableObservable<Int> {
    scheduler.createHotObservable([
      .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(300),
    ])
  }

  func testEmitsTheLastElementsWhenTheSourceCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = makeSource(scheduler)

    let res = scheduler.start { xs.takeLast(2) }

    XCTAssertEqual(res.events, [.next(300, 3), .next(300, 4), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testCountLargerThanTheSourceEmitsEverything() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = makeSource(scheduler)

    let res = scheduler.start { xs.takeLast(10) }

    XCTAssertEqual(res.events, [.next(300, 1), .next(300, 2), .next(300, 3), .next(300, 4), .completed(300)])
  }

  func testZeroOnlyCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = makeSource(scheduler)

    let res = scheduler.start { xs.takeLast(0) }

    XCTAssertEqual(res.events, [.completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testKeepsOrderAfterTheBufferWrapsAround() {
    var received: [Int] = []
    Observable.from(Array(1...7)).takeLast(3).subscribe(onNext: { received.append($0) }).dispose()

    XCTAssertEqual(received, [5, 6, 7])
  }

  func testSourceErrorDropsTheHeldElements() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TakeLastTestError.boom)])

    let res = scheduler.start { xs.takeLast(2) }

    XCTAssertEqual(res.events, [.error(230, TakeLastTestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testDisposalBeforeCompletionEmitsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = makeSource(scheduler)

    let res = scheduler.start(disposed: 250) { xs.takeLast(2) }

    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testNegativeCountFailsWithArgumentOutOfRangeWithoutSubscribing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = makeSource(scheduler)

    let res = scheduler.start { xs.takeLast(-2) }

    XCTAssertEqual(res.events, [.error(200, RxError.argumentOutOfRange)])
    XCTAssertEqual(xs.subscriptions, [])
  }
}
