import RxCore
import RxTesting
import XCTest

/// `Infallible.skip(until:)`: the trait over `Observable.skip(until:)`.
final class InfallibleSkipUntilTests: RxTestCase {
  func testEmitsFromTheFirstElementOfOther() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(300)])
    let gate = scheduler.createHotObservable([.next(220, ()), .next(240, ()), .completed(260)])
    let res = scheduler.start { xs.asInfallible(onErrorJustReturn: -1).skip(until: gate) }
    XCTAssertEqual(res.events, [.next(230, 2), .next(250, 3), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    XCTAssertEqual(gate.subscriptions, [Subscription(200, 220)])
  }

  func testAGateThatNeverOpensEmitsNothing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
    let gate = scheduler.createHotObservable([Recorded<Event<Int>>.completed(220)])
    let res = scheduler.start(disposed: 400) { xs.asInfallible(onErrorJustReturn: -1).skip(until: gate) }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
  }

  func testTheErrorFallbackArrivesOnceTheGateIsOpen() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(240, TestError(id: 1))])
    let gate = scheduler.createHotObservable([.next(220, "go")])
    let res = scheduler.start { xs.asInfallible(onErrorJustReturn: 0).skip(until: gate) }
    XCTAssertEqual(res.events, [.next(240, 0), .completed(240)])
    XCTAssertEqual(gate.subscriptions, [Subscription(200, 220)])
  }
}
