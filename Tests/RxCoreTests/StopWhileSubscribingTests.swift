import RxCore
import RxTesting
import XCTest

private struct Failure: Error, Equatable, CustomStringConvertible {
  var description: String { "Failure" }
}

/// A sink that keeps its sources' subscriptions (`zip`, `combineLatest`, `merge`) and stops while it is still
/// subscribing them keeps the ones it has until it has subscribed the rest, then disposes them in order, as RxSwift
/// does: a `refCount()` source it subscribes twice is connected once, not reconnected by the second subscription.
final class StopWhileSubscribingTests: RxTestCase {
  private var scheduler = TestScheduler(initialClock: 0)

  /// The hot source behind the `refCount()`: it must be subscribed once, at 200, and disposed at once.
  private func hotSource() -> TestableObservable<Int> {
    scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
  }

  /// A cold source that logs when it is subscribed and disposed.
  private func logging(_ name: String, _ log: @escaping (String) -> Void) -> Observable<Int> {
    Observable.create { _ in
      log("\(name) subscribed")
      return Disposables.create { log("\(name) disposed") }
    }
  }

  func testZipOfARefCountAndItsFailingWithLatestFromConnectsOnce() {
    let hot = hotSource()
    let shared = hot.asObservable().publish().refCount()

    let res = scheduler.start {
      Observable.zip(shared, shared.withLatestFrom(Observable<Int>.error(Failure()))).map { $0 + $1 }
    }

    XCTAssertEqual(res.events, [.error(200, Failure())])
    XCTAssertEqual(hot.subscriptions, [Subscription(200, 200)])
  }

  func testCombineLatestFailingBetweenTwoSubscriptionsOfARefCountConnectsOnce() {
    let hot = hotSource()
    let shared = hot.asObservable().publish().refCount()

    let res = scheduler.start {
      Observable.combineLatest(shared, Observable<Int>.error(Failure()), shared) { $0 + $1 + $2 }
    }

    XCTAssertEqual(res.events, [.error(200, Failure())])
    XCTAssertEqual(hot.subscriptions, [Subscription(200, 200)])
  }

  func testCollectionCombineLatestAndZipFailingBetweenTwoSubscriptionsOfARefCountConnectOnce() {
    let hot = hotSource()
    let shared = hot.asObservable().publish().refCount()
    let sources = [shared, Observable<Int>.error(Failure()), shared]

    let combined = scheduler.start { Observable.combineLatest(sources) { $0.reduce(0, +) } }
    XCTAssertEqual(combined.events, [.error(200, Failure())])
    XCTAssertEqual(hot.subscriptions, [Subscription(200, 200)])

    scheduler = TestScheduler(initialClock: 0)
    let hotZipped = hotSource()
    let sharedZipped = hotZipped.asObservable().publish().refCount()
    let zipped = scheduler.start {
      Observable.zip([sharedZipped, Observable<Int>.error(Failure()), sharedZipped]) { $0.reduce(0, +) }
    }
    XCTAssertEqual(zipped.events, [.error(200, Failure())])
    XCTAssertEqual(hotZipped.subscriptions, [Subscription(200, 200)])
  }

  func testMergeFailingBetweenTwoSubscriptionsOfARefCountConnectsOnce() {
    let hot = hotSource()
    let shared = hot.asObservable().publish().refCount()

    let res = scheduler.start { Observable.merge(shared, Observable<Int>.error(Failure()), shared) }

    XCTAssertEqual(res.events, [.error(200, Failure())])
    XCTAssertEqual(hot.subscriptions, [Subscription(200, 200)])
  }

  func testCombineLatestDisposesWhatItSubscribedInOrderOnceItHasSubscribedEverySource() {
    var log: [String] = []
    let append = { (line: String) in log.append(line) }
    let subscription = Observable.combineLatest(
      logging("a", append), Observable<Int>.error(Failure()), logging("b", append)
    ) { $0 + $1 + $2 }
    .subscribe(onError: { _ in append("error") })
    subscription.dispose()

    XCTAssertEqual(log, ["a subscribed", "error", "b subscribed", "a disposed", "b disposed"])
  }

  func testMergeDisposesWhatItSubscribedInOrderOnceItHasSubscribedEverySource() {
    var log: [String] = []
    let append = { (line: String) in log.append(line) }
    // Subscribed by a downstream sink (`map`) as well as by the subscriber: both paths wait for the subscribe.
    for observable in [
      Observable.merge(logging("a", append), Observable<Int>.error(Failure()), logging("b", append)),
      Observable.merge(logging("a", append), Observable<Int>.error(Failure()), logging("b", append)).map { $0 },
    ] {
      log = []
      observable.subscribe(onError: { _ in append("error") }).dispose()
      XCTAssertEqual(log, ["a subscribed", "error", "b subscribed", "a disposed", "b disposed"])
    }
  }

  func testASourceThatStopsWhileAnotherIsSubscribedEndsItsOwnSubscriptionAtOnce() {
    var log: [String] = []
    let append = { (line: String) in log.append(line) }
    let first = PublishSubject<Int>()
    // Subscribing the second source completes the first: `zip` ends the first source's subscription then, and
    // fails with the error the third sends while being subscribed, disposing the others once it has subscribed all.
    let second = Observable<Int>.create { _ in
      append("second subscribed")
      first.onCompleted()
      return Disposables.create { append("second disposed") }
    }
    let firstLogged = first.do(onSubscribe: { append("first subscribed") }, onDispose: { append("first disposed") })
    Observable.zip(firstLogged, second, Observable<Int>.error(Failure())) { $0 + $1 + $2 }
      .subscribe(onError: { _ in append("error") })
      .dispose()

    XCTAssertEqual(
      log, ["first subscribed", "second subscribed", "first disposed", "error", "second disposed"])
  }
}
