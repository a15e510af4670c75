import RxCore
import RxTesting
import XCTest

private final class Captured {}

/// `share(replay:scope: .whileConnected)`, implemented as RxSwift's `ShareWhileConnected`: one connection at a
/// time, and a subscription kept after the source stopped does not keep the source chain alive.
final class ShareWhileConnectedTests: RxTestCase {
  func testSubscribersShareOneSourceSubscriptionWhileConnected() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .next(310, 3), .next(510, 4)])
    let shared = xs.share(replay: 1)
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    let third = scheduler.createObserver(Int.self)
    var subscriptions: [any Disposable] = []
    scheduler.scheduleAt(200) { subscriptions.append(shared.subscribe(first)) }
    scheduler.scheduleAt(250) { subscriptions.append(shared.subscribe(second)) }
    scheduler.scheduleAt(300) { subscriptions[0].dispose() }
    scheduler.scheduleAt(400) { subscriptions[1].dispose() }
    scheduler.scheduleAt(500) { subscriptions.append(shared.subscribe(third)) }
    scheduler.scheduleAt(600) { subscriptions[2].dispose() }
    scheduler.start()
    XCTAssertEqual(first.events, [.next(210, 1), .next(260, 2)])
    XCTAssertEqual(second.events, [.next(250, 1), .next(260, 2), .next(310, 3)])
    XCTAssertEqual(third.events, [.next(510, 4)], "the buffer of the ended connection was not dropped")
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 400), Subscription(500, 600)])
  }

  func testASubscriberArrivingDuringTheStopEventMakesANewConnection() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let shared = xs.share()
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    var subscriptions: [any Disposable] = []
    scheduler.scheduleAt(200) {
      subscriptions.append(
        shared.subscribe { event in
          first.on(event)
          if event.isCompleted { subscriptions.append(shared.subscribe(second)) }
        })
    }
    scheduler.start()
    XCTAssertEqual(first.events, [.next(210, 1), .completed(220)])
    XCTAssertEqual(second.events, [.next(230, 1), .completed(240)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 240)])
    for subscription in subscriptions { subscription.dispose() }
  }

  /// A `retry` below the share subscribes again while the error is delivered; the share's source (itself shared
  /// here) has ended by then, so the retry starts it afresh, as a `retry` without the share does. RxSwift 6.10.2
  /// joins the still-live upstream instead for a replay of 0 or 1: one subscription of `xs`, and `1`, `3`.
  func testRetryBelowTheShareStartsASharedUpstreamAfresh() {
    for replay in [0, 1, 2] {
      let scheduler = TestScheduler(initialClock: 0)
      let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3), .completed(40)])
      let upstream = xs.share()
      var failed = false
      let result = scheduler.start {
        upstream.map { value -> Int in
          if value == 2 && !failed {
            failed = true
            throw TestError(id: 1)
          }
          return value
        }
        .share(replay: replay).retry(2)
      }
      XCTAssertEqual(
        result.events, [.next(210, 1), .next(230, 1), .next(240, 2), .next(250, 3), .completed(260)],
        "replay \(replay)")
      XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 260)], "replay \(replay)")
    }
  }

  /// The subscriber sees the error before the source is disposed (RxSwift's order), and the `retry` subscribes
  /// the source again only after that disposal.
  func testRetrySubscribesTheSourceAgainOnlyAfterTheEndedOneIsDisposed() {
    for replay in [0, 1, 2] {
      let scheduler = TestScheduler(initialClock: 0)
      let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(id: 2)), .next(230, 3)])
      var log: [String] = []
      let source = xs.do(
        onSubscribe: { log.append("subscribed at \(scheduler.clock)") },
        onDispose: { log.append("disposed at \(scheduler.clock)") })
      let result = scheduler.start {
        source.share(replay: replay).do(onError: { _ in log.append("error seen") }).retry(2)
      }
      XCTAssertEqual(result.events, [.next(210, 1), .next(230, 3)], "replay \(replay)")
      let ends = replay > 1 ? ["disposed at 220", "error seen"] : ["error seen", "disposed at 220"]
      XCTAssertEqual(
        log, ["subscribed at 200"] + ends + ["subscribed at 220", "disposed at 1000"], "replay \(replay)")
      XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(220, 1000)], "replay \(replay)")
    }
  }

  func testErrorEndsTheConnectionForEveryone() {
    let scheduler = TestScheduler(initialClock: 0)
    let error = TestError(id: 3)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, error)])
    let shared = xs.share(replay: 1)
    let first = scheduler.createObserver(Int.self)
    let late = scheduler.createObserver(Int.self)
    var subscriptions: [any Disposable] = []
    scheduler.scheduleAt(200) { subscriptions.append(shared.subscribe(first)) }
    scheduler.scheduleAt(230) { subscriptions.append(shared.subscribe(late)) }
    scheduler.start()
    XCTAssertEqual(first.events, [.next(210, 1), .error(220, error)])
    XCTAssertEqual(late.events, [], "a late subscriber starts a new connection of the (now silent) hot source")
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(230)])
    for subscription in subscriptions { subscription.dispose() }
  }

  func testAKeptSubscriptionDoesNotKeepTheSourceChainAliveAfterCompletion() {
    let taps = PublishSubject<Void>()
    weak var released: Captured?
    let bag = DisposeBag()
    do {
      let captured = Captured()
      released = captured
      taps.map { _ in captured }.share(replay: 1).subscribe().disposed(by: bag)
    }
    taps.onNext(())
    XCTAssertNotNil(released, "the connection holds the source chain while it runs")
    taps.onCompleted()
    XCTAssertNil(released, "the ended connection still held the source chain")
    _ = bag
  }

  func testADisposedSubscriptionKeptAroundLetsGoOfItsObserver() {
    let source = PublishSubject<Int>()
    let shared = source.share(replay: 1)
    weak var released: Captured?
    var kept: [any Disposable] = []
    do {
      let captured = Captured()
      released = captured
      kept.append(shared.subscribe(onNext: { _ in _ = captured }))
    }
    source.onNext(1)
    kept[0].dispose()
    XCTAssertNil(released, "the disposed subscription still held its observer")
    XCTAssertFalse(source.hasObservers)
  }

  // MARK: - When a new subscriber joins, against its replay (as RxSwift)

  /// An element the source sends from inside a new subscriber's replay: `share(replay: 1)` has added the subscriber
  /// already, so it gets it; `scope: .forever` (a `ReplaySubject`) adds it after the replay, so it does not
  /// (RxSwift 6.10.2: `A1 B1 A2 B2 A3 B3` and `A1 B1 A2 A3 B3`).
  func testReplayOfOneAddsTheSubscriberBeforeItsReplayAndForeverAfter() {
    let expected: [(SubjectLifetimeScope, [String])] = [
      (.whileConnected, ["A1", "B1", "A2", "B2", "A3", "B3"]), (.forever, ["A1", "B1", "A2", "A3", "B3"]),
    ]
    for (scope, log) in expected {
      let source = PublishSubject<Int>()
      let shared = source.share(replay: 1, scope: scope)
      var received: [String] = []
      var sent = false
      let first = shared.subscribe(onNext: { received.append("A\($0)") })
      source.onNext(1)
      let second = RuntimeIssueRecorder().recording {
        shared.subscribe(onNext: { value in
          received.append("B\(value)")
          if !sent {
            sent = true
            source.onNext(2)
          }
        })
      }
      source.onNext(3)
      first.dispose()
      second.dispose()
      XCTAssertEqual(received, log, "\(scope)")
    }
  }

  /// The differential tester's shape (seed 610877): flatMaps over a `share(replay: 1)` whose inner sequence is the
  /// same share (RxSwift 6.10.2: `1` at 239, six `7`s at 244).
  func testAReplayOfOneSubscribedFromItsOwnDeliveryGetsWhatItSendsMeanwhile() {
    let scheduler = TestScheduler(initialClock: 0)
    let hot = scheduler.createHotObservable([.next(239, 1), .next(244, 7)])
    let observer = RuntimeIssueRecorder().recording {
      scheduler.start { () -> Observable<Int> in
        let shared = hot.asObservable().share(replay: 1)
        let inner = shared.flatMap { _ in shared }
        let forever = inner.share(replay: 0, scope: .forever)
        return inner.flatMap { _ in forever }
      }
    }
    XCTAssertEqual(observer.events, [.next(239, 1)] + Array(repeating: .next(244, 7), count: 6))
    XCTAssertEqual(hot.subscriptions, [Subscription(200, 1000)])
  }
}
