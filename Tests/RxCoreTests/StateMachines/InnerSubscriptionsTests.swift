import RxTesting
import XCTest

@testable import RxCore

/// `InnerSubscriptions`, the observer-and-subscription scheme `merge` and `switchLatest` share, transition by
/// transition.
final class InnerSubscriptionsTests: RxTestCase {
  func testTheFirstInnerTakesTheSharedObserverAndOverlappingOnesGetTheirOwn() {
    var subscriptions = InnerSubscriptions() {
      didSet { subscriptions.assertInvariants() }
    }
    XCTAssertEqual(subscriptions.shared, .free)
    XCTAssertEqual(subscriptions.admit(), .shared(id: 1), "inner sequences are numbered from 1")
    XCTAssertEqual(subscriptions.shared, .taken(by: 1))
    XCTAssertEqual(subscriptions.admit(), .own(id: 2))
    XCTAssertEqual(subscriptions.admit(), .own(id: 3))
    XCTAssertEqual(subscriptions.lastID, 3)
  }

  func testAKeptSharedSubscriptionIsHeldThenReleasedByTheStopAndTakenOnce() {
    var subscriptions = InnerSubscriptions() {
      didSet { subscriptions.assertInvariants() }
    }
    let admission = subscriptions.admit()
    let subscription = BooleanDisposable()
    XCTAssertTrue(subscriptions.keep(subscription, for: admission))
    XCTAssertEqual(subscriptions.shared, .held(by: 1))
    XCTAssertTrue(subscriptions.isKept(admission))
    XCTAssertEqual(subscriptions.stopped(via: .shared), .init(.shared(id: 1), isKept: true))
    XCTAssertEqual(subscriptions.shared, .released(by: 1))
    XCTAssertEqual(subscriptions.admit(), .own(id: 2), "handed out again only once its subscription is taken")
    XCTAssertTrue(subscriptions.takeSubscription(of: admission).disposable as AnyObject? === subscription)
    XCTAssertEqual(subscriptions.shared, .free)
    XCTAssertTrue(subscriptions.takeSubscription(of: admission).isNone, "taken once")
    XCTAssertEqual(subscriptions.admit(), .shared(id: 3))
  }

  func testAnInnerThatStoppedWhileSubscribingIsNotKept() {
    var subscriptions = InnerSubscriptions() {
      didSet { subscriptions.assertInvariants() }
    }
    let shared = subscriptions.admit()
    let own = subscriptions.admit()
    XCTAssertEqual(subscriptions.stopped(via: shared.channel), .init(shared, isKept: false), "nothing kept yet")
    XCTAssertEqual(subscriptions.shared, .free, "its stop event freed the shared observer")
    XCTAssertEqual(
      subscriptions.stopped(via: own.channel), .init(own, isKept: true), "an own observer's place is taken")
    XCTAssertTrue(subscriptions.takeSubscription(of: own).disposable is NopDisposable, "the placeholder")
    XCTAssertFalse(subscriptions.keep(BooleanDisposable(), for: shared), "the caller disposes it at once")
    XCTAssertFalse(subscriptions.keep(BooleanDisposable(), for: own))
  }

  func testTheSharedSubscriptionIsKeptOnlyForItsHolder() {
    var subscriptions = InnerSubscriptions() {
      didSet { subscriptions.assertInvariants() }
    }
    _ = subscriptions.admit()
    XCTAssertNotNil(subscriptions.stopped(via: .shared))
    XCTAssertEqual(subscriptions.admit(), .shared(id: 2))
    XCTAssertFalse(subscriptions.keep(BooleanDisposable(), for: .shared(id: 1)), "1's is not kept as 2's")
    XCTAssertTrue(subscriptions.keep(BooleanDisposable(), for: .shared(id: 2)))
    XCTAssertFalse(subscriptions.isKept(.shared(id: 1)))
  }

  func testSendersAndStrayStopEvents() {
    var subscriptions = InnerSubscriptions() {
      didSet { subscriptions.assertInvariants() }
    }
    XCTAssertNil(subscriptions.sender(via: .shared), "nobody holds the shared observer")
    XCTAssertNil(subscriptions.stopped(via: .shared), "a stop event through the free shared observer is stray")
    _ = subscriptions.admit()
    let own = subscriptions.admit()
    XCTAssertEqual(subscriptions.sender(via: .shared), 1)
    XCTAssertEqual(subscriptions.sender(via: own.channel), 2)
    XCTAssertTrue(subscriptions.keep(BooleanDisposable(), for: .shared(id: 1)))
    XCTAssertEqual(subscriptions.sender(via: .shared), 1, "held")
    XCTAssertNotNil(subscriptions.stopped(via: .shared))
    XCTAssertNil(subscriptions.sender(via: .shared), "released: its holder stopped")
    XCTAssertNil(subscriptions.stopped(via: .shared), "an inner sequence stops once")
    _ = subscriptions.takeSubscription(of: own)
    XCTAssertNil(subscriptions.stopped(via: own.channel), "its place is gone")
    XCTAssertNil(subscriptions.stopped(via: .own(9)), "never admitted")
  }

  func testTakingARunningSharedHoldersSubscriptionLeavesItTheObserver() {
    var subscriptions = InnerSubscriptions() {
      didSet { subscriptions.assertInvariants() }
    }
    let first = subscriptions.admit()
    let subscription = BooleanDisposable()
    XCTAssertTrue(subscriptions.keep(subscription, for: first))
    XCTAssertTrue(subscriptions.takeSubscription(of: first).disposable as AnyObject? === subscription)
    XCTAssertEqual(subscriptions.shared, .taken(by: 1), "it may still send until it sees its disposal")
    XCTAssertFalse(subscriptions.isKept(first))
    XCTAssertEqual(subscriptions.admit(), .own(id: 2))
    XCTAssertEqual(subscriptions.stopped(via: .shared), .init(first, isKept: false))
    XCTAssertEqual(subscriptions.admit(), .shared(id: 3), "its stop event freed it")
  }

  func testTakingAnOwnInnersSubscriptionRemovesItsPlace() {
    var subscriptions = InnerSubscriptions() {
      didSet { subscriptions.assertInvariants() }
    }
    _ = subscriptions.admit()
    let own = subscriptions.admit()
    XCTAssertTrue(subscriptions.isKept(own), "its place counts")
    let subscription = BooleanDisposable()
    XCTAssertTrue(subscriptions.keep(subscription, for: own))
    XCTAssertTrue(subscriptions.takeSubscription(of: own).disposable as AnyObject? === subscription)
    XCTAssertFalse(subscriptions.isKept(own))
    XCTAssertNil(subscriptions.stopped(via: own.channel), "its stop event belongs to no running inner sequence")
    XCTAssertFalse(subscriptions.keep(BooleanDisposable(), for: own))
  }

  func testTakeAllTakesEverySubscriptionAndRefusesLaterOnes() {
    var log: [String] = []
    var subscriptions = InnerSubscriptions() {
      didSet { subscriptions.assertInvariants() }
    }
    let shared = subscriptions.admit()
    let second = subscriptions.admit()
    let third = subscriptions.admit()
    XCTAssertTrue(subscriptions.keep(Disposables.create { log.append("third") }, for: third))
    XCTAssertTrue(subscriptions.keep(Disposables.create { log.append("shared") }, for: shared))
    let leftovers = subscriptions.takeAll()
    XCTAssertEqual(subscriptions.shared, .free)
    XCTAssertTrue(subscriptions.sharedSubscription.isNone)
    XCTAssertFalse(subscriptions.keep(Disposables.create { log.append("late") }, for: second))
    leftovers.dispose()
    XCTAssertEqual(log, ["shared", "third"], "the shared observer's first, then in admission order")
  }
}
