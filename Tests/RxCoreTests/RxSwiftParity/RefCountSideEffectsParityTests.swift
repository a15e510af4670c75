import RxCore
import RxTesting
import XCTest

/// How often `refCount()` and `share` connect when a subscriber ends during its own subscribe: a late subscriber
/// whose subscriber stops on the replayed element still connects (and disconnects at once), and a first subscriber
/// that fails on an element sent while connecting makes one connection, not two. The logs are RxSwift 6.10.2's,
/// checked by running it beside the project.
final class RefCountSideEffectsParityTests: RxTestCase {
  /// A cold source that logs its subscription and disposal and sends `elements` while it is subscribed.
  private func source(sending elements: [Int], _ log: @escaping (String) -> Void) -> Observable<Int> {
    Observable.create { observer in
      log("source subscribed")
      for element in elements { observer.onNext(element) }
      return Disposables.create { log("source disposed") }
    }
  }

  private func subscribe(_ name: String, _ observable: Observable<Int>, _ log: @escaping (String) -> Void)
    -> any Disposable
  {
    observable.subscribe(
      onNext: { log("\(name) next \($0)") }, onError: { _ in log("\(name) error") },
      onCompleted: { log("\(name) completed") })
  }

  /// Subscribes and disposes A, then subscribes B through `take(1)`, which stops on the replayed element.
  private func lateSubscriberLog(_ share: (Observable<Int>) -> Observable<Int>) -> [String] {
    var log: [String] = []
    let shared = share(source(sending: [1]) { log.append($0) })
    subscribe("A", shared) { log.append($0) }.dispose()
    log.append("A gone")
    subscribe("B", shared.take(1)) { log.append($0) }.dispose()
    return log
  }

  func testALateReplayRefCountSubscriberStoppedByTheReplayReconnects() {
    XCTAssertEqual(
      lateSubscriberLog { $0.replay(1).refCount() },
      [
        "source subscribed", "A next 1", "source disposed", "A gone", "source subscribed", "B next 1", "B completed",
        "source disposed",
      ])
  }

  func testALateShareForeverSubscriberStoppedByTheReplayReconnects() {
    XCTAssertEqual(
      lateSubscriberLog { $0.share(replay: 1, scope: .forever) },
      [
        "source subscribed", "A next 1", "source disposed", "A gone", "B next 1", "B completed", "source subscribed",
        "source disposed",
      ])
  }

  func testAFirstSubscriberFailingWhileConnectingMakesOneConnection() {
    let shares: [(String, (Observable<Int>) -> Observable<Int>)] = [
      ("share()", { $0.share() }), ("share(replay: 1)", { $0.share(replay: 1) }),
      ("share(replay: 1, scope: .forever)", { $0.share(replay: 1, scope: .forever) }),
      ("publish().refCount()", { $0.publish().refCount() }), ("replay(1).refCount()", { $0.replay(1).refCount() }),
    ]
    for (name, share) in shares {
      var log: [String] = []
      let shared = share(source(sending: [1, 2]) { log.append($0) })
      subscribe("A", shared.map { _ -> Int in throw TestError() }) { log.append($0) }.dispose()
      XCTAssertEqual(log, ["source subscribed", "A error", "source disposed"], name)
    }
  }

  func testRetryingAfterFailingWhileConnectingConnectsAgain() {
    let shares: [(String, (Observable<Int>) -> Observable<Int>)] = [
      ("share()", { $0.share() }), ("share(replay: 1)", { $0.share(replay: 1) }),
      ("publish().refCount()", { $0.publish().refCount() }), ("replay(1).refCount()", { $0.replay(1).refCount() }),
    ]
    for (name, share) in shares {
      var log: [String] = []
      var failures = 0
      let shared = share(source(sending: [1, 2]) { log.append($0) })
      let failingOnce = shared.map { element -> Int in
        failures += 1
        if failures == 1 { throw TestError() }
        return element
      }
      subscribe("A", failingOnce.retry(2)) { log.append($0) }.dispose()
      XCTAssertEqual(
        log, ["source subscribed", "source disposed", "source subscribed", "A next 1", "A next 2", "source disposed"],
        name)
    }
  }

  func testAFailingSecondSubscriberLeavesTheConnectionToTheFirst() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
    let shared = xs.asObservable().publish().refCount()
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    var subscriptions: [any Disposable] = []
    scheduler.scheduleAt(100) { subscriptions.append(shared.subscribe(first)) }
    scheduler.scheduleAt(105) {
      subscriptions.append(shared.map { _ -> Int in throw TestError() }.subscribe(second))
    }
    scheduler.start()
    XCTAssertEqual(first.events, [.next(110, 1), .next(120, 2), .completed(130)])
    XCTAssertEqual(second.events, [.error(110, TestError())])
    XCTAssertEqual(xs.subscriptions, [Subscription(100, 130)])
    subscriptions.forEach { $0.dispose() }
  }
}
