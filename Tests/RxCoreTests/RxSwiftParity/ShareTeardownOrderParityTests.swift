import RxCore
import RxTesting
import XCTest

/// When the source stops, `share(replay:scope: .whileConnected)` (and so `Driver` and `Signal`) delivers the stop
/// event to its subscribers before the source subscription is disposed; `share(scope: .forever)` and `refCount()`
/// disconnect first. The orders are RxSwift 6.10.2's, checked by running it beside the project.
final class ShareTeardownOrderParityTests: RxTestCase {
  /// What happened, in order, when `shared(source)` stopped with `stop`.
  private func teardownOrder(
    stop: Recorded<Event<Int>>, _ shared: (Observable<Int>) -> Observable<Int>
  ) -> [String] {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), stop])
    var log: [String] = []
    let observable = shared(xs.asObservable().do(onDispose: { log.append("source disposed at \(scheduler.clock)") }))
    var subscription: (any Disposable)?
    scheduler.scheduleAt(200) {
      subscription = observable.subscribe(
        onNext: { log.append("next \($0)") }, onError: { _ in log.append("error") },
        onCompleted: { log.append("completed") }, onDisposed: { log.append("subscriber disposed") })
    }
    scheduler.scheduleAt(300) { subscription?.dispose() }
    scheduler.start()
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    return log
  }

  func testWhileConnectedDeliversTheCompletionBeforeDisposingTheSource() {
    for replay in [0, 1] {
      XCTAssertEqual(
        teardownOrder(stop: .completed(220)) { $0.share(replay: replay, scope: .whileConnected) },
        ["next 1", "completed", "subscriber disposed", "source disposed at 220"], "replay \(replay)")
    }
  }

  /// RxSwift's `share(replay:scope: .whileConnected)` for a replay of 2 or more is `multicast(makeSubject:)
  /// .refCount()`, which disconnects first.
  func testWhileConnectedWithALongerReplayDisposesTheSourceFirst() {
    for replay in [2, 5] {
      XCTAssertEqual(
        teardownOrder(stop: .completed(220)) { $0.share(replay: replay, scope: .whileConnected) },
        ["next 1", "source disposed at 220", "completed", "subscriber disposed"], "replay \(replay)")
    }
  }

  func testWhileConnectedDeliversTheErrorBeforeDisposingTheSource() {
    XCTAssertEqual(
      teardownOrder(stop: .error(220, TestError(id: 1))) { $0.share(replay: 1) },
      ["next 1", "error", "subscriber disposed", "source disposed at 220"])
    XCTAssertEqual(
      teardownOrder(stop: .error(220, TestError(id: 1))) { $0.share() },
      ["next 1", "error", "subscriber disposed", "source disposed at 220"])
  }

  func testDriverAndSignalDeliverTheirCompletionBeforeDisposingTheSource() {
    XCTAssertEqual(
      teardownOrder(stop: .completed(220)) { $0.asDriver(onErrorJustReturn: -1).asObservable() },
      ["next 1", "completed", "subscriber disposed", "source disposed at 220"])
    XCTAssertEqual(
      teardownOrder(stop: .error(220, TestError(id: 2))) { $0.asSignal(onErrorJustReturn: -1).asObservable() },
      ["next 1", "next -1", "completed", "subscriber disposed", "source disposed at 220"])
  }

  func testForeverAndRefCountDisconnectBeforeDeliveringTheStop() {
    let expected = ["next 1", "source disposed at 220", "completed", "subscriber disposed"]
    XCTAssertEqual(teardownOrder(stop: .completed(220)) { $0.share(replay: 1, scope: .forever) }, expected)
    XCTAssertEqual(teardownOrder(stop: .completed(220)) { $0.publish().refCount() }, expected)
    XCTAssertEqual(teardownOrder(stop: .completed(220)) { $0.replay(1).refCount() }, expected)
  }

  func testASubscriberJoiningDuringTheStopStillMakesANewConnection() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    var log: [String] = []
    let shared = xs.asObservable().do(onDispose: { log.append("source disposed at \(scheduler.clock)") })
      .share(replay: 1)
    let late = scheduler.createObserver(Int.self)
    var subscriptions: [any Disposable] = []
    scheduler.scheduleAt(200) {
      subscriptions.append(
        shared.subscribe(onCompleted: {
          log.append("completed")
          subscriptions.append(shared.subscribe(late))
        }))
    }
    scheduler.start()
    XCTAssertEqual(log, ["completed", "source disposed at 220", "source disposed at 240"])
    XCTAssertEqual(late.events, [.next(230, 1), .completed(240)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240)])
    subscriptions.forEach { $0.dispose() }
  }
}
