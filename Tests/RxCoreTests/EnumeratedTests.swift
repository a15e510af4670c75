import RxCore
import RxTesting
import XCTest

private enum EnumeratedTestError: Error {
  case boom
}

private struct IndexedElement: Equatable {
  let index: Int
  let element: String
}

final class EnumeratedTests: RxTestCase {
  func testPairsElementsWithTheirIndex() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, "z"), .next(210, "a"), .next(220, "b"), .next(230, "c"), .completed(300),
    ])

    let res = scheduler.start { xs.enumerated().map { IndexedElement(index: $0.index, element: $0.element) } }

    XCTAssertEqual(
      res.events,
      [
        .next(210, IndexedElement(index: 0, element: "a")), .next(220, IndexedElement(index: 1, element: "b")),
        .next(230, IndexedElement(index: 2, element: "c")), .completed(300),
      ])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testForwardsTheSourceError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, "a"), .error(220, EnumeratedTestError.boom)])

    let res = scheduler.start { xs.enumerated().map { "\($0.index)\($0.element)" } }

    XCTAssertEqual(res.events, [.next(210, "0a"), .error(220, EnumeratedTestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testDisposalEndsTheSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, "a"), .next(260, "b"), .completed(300)])

    let res = scheduler.start(disposed: 250) { xs.enumerated().map { "\($0.index)\($0.element)" } }

    XCTAssertEqual(res.events, [.next(210, "0a")])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }

  func testEverySubscriptionCountsFromZero() {
    let indexed = Observable.of("x", "y").enumerated().map(\.index)
    var first: [Int] = []
    var second: [Int] = []

    indexed.subscribe(onNext: { first.append($0) }).dispose()
    indexed.subscribe(onNext: { second.append($0) }).dispose()

    XCTAssertEqual(first, [0, 1])
    XCTAssertEqual(second, [0, 1])
  }
}
