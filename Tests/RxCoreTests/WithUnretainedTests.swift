import RxCore
import RxTesting
import XCTest

private enum WithUnretainedTestError: Error {
  case boom
}

private final class Owner {
  let name: String
  private let onDeinit: () -> Void

  init(name: String, onDeinit: @escaping () -> Void = {}) {
    self.name = name
    self.onDeinit = onDeinit
  }

  deinit { onDeinit() }
}

final class WithUnretainedTests: RxTestCase {
  func testPassesTheObjectWithEveryElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(300)])
    let owner = Owner(name: "o")

    let res = scheduler.start { xs.withUnretained(owner) { "\($0.name)\($1)" } }

    XCTAssertEqual(res.events, [.next(210, "o1"), .next(220, "o2"), .completed(300)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testTupleFormPairsTheObjectWithEveryElement() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    let owner = Owner(name: "o")

    let res = scheduler.start { xs.withUnretained(owner).map { pair in pair.0 === owner ? pair.1 : -1 } }

    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(300)])
  }

  func testCompletesAtTheNextElementOnceTheObjectIsGone() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
    var ownerIsGone = false
    var owner: Owner? = Owner(name: "o", onDeinit: { ownerIsGone = true })
    let unretained = try XCTUnwrap(owner.map { xs.withUnretained($0) { "\($0.name)\($1)" } })
    scheduler.scheduleAt(215) { owner = nil }

    let res = scheduler.start { unretained }

    XCTAssertTrue(ownerIsGone, "withUnretained must not keep the object alive")
    XCTAssertEqual(res.events, [.next(210, "o1"), .completed(220)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testObjectGoneBeforeSubscriptionCompletesAtTheFirstElement() throws {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
    var owner: Owner? = Owner(name: "o")
    let unretained = try XCTUnwrap(owner.map { xs.withUnretained($0) })
    owner = nil

    let res = scheduler.start { unretained.map { $0.1 } }

    XCTAssertEqual(res.events, [.completed(210)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 210)])
  }

  func testForwardsTheSourceError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, WithUnretainedTestError.boom)])
    let owner = Owner(name: "o")

    let res = scheduler.start { xs.withUnretained(owner) { $1 } }

    XCTAssertEqual(res.events, [.next(210, 1), .error(220, WithUnretainedTestError.boom)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testDisposalEndsTheSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
    let owner = Owner(name: "o")

    let res = scheduler.start(disposed: 250) { xs.withUnretained(owner) { $1 } }

    XCTAssertEqual(res.events, [.next(210, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
  }
}
