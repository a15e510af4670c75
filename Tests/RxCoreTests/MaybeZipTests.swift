import RxCore
import RxTesting
import XCTest

/// When `Maybe.zip` stops: as `Observable.zip` of fixed arity, only once every maybe has finished.
final class MaybeZipTests: RxTestCase {
  func testAnEmptyMaybeCompletesTheResultOnceTheOthersHaveFinished() {
    let scheduler = TestScheduler(initialClock: 0)
    let empty = scheduler.createColdObservable([.completed(10)] as [Recorded<Event<Int>>])
    let later = scheduler.createColdObservable([.next(30, 2), .completed(30)])
    let res = scheduler.start { Maybe.zip(empty.asMaybe(), later.asMaybe()) { $0 + $1 } }
    XCTAssertEqual(res.events, [.completed(230)])
    XCTAssertEqual(empty.subscriptions, [Subscription(200, 210)])
    XCTAssertEqual(later.subscriptions, [Subscription(200, 230)])
  }

  func testAMaybeThatNeverFinishesKeepsTheResultWaiting() {
    let scheduler = TestScheduler(initialClock: 0)
    let empty = scheduler.createColdObservable([.completed(10)] as [Recorded<Event<Int>>])
    let res = scheduler.start { Maybe.zip(empty.asMaybe(), Maybe<Int>.never(), Maybe.just(3)) { $0 + $1 + $2 } }
    XCTAssertEqual(res.events, [])
    XCTAssertEqual(empty.subscriptions, [Subscription(200, 210)])
  }

  func testAFailingMaybeFailsTheResultAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let failing = scheduler.createColdObservable([.error(10, TestError(id: 1))] as [Recorded<Event<Int>>])
    let res = scheduler.start { Maybe.zip(Maybe<Int>.never(), failing.asMaybe()) }
    XCTAssertEqual(res.events.count, 1)
    XCTAssertEqual(res.events.first?.time, 210)
    XCTAssertEqual(res.events.first?.value.error as? TestError, TestError(id: 1))
  }
}
