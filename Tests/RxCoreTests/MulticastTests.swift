import Dispatch
import RxCore
import RxTesting
import XCTest

/// `multicast` in its three forms, and the connection semantics `publish`, `replay` and `share(scope: .forever)`
/// build on.
final class MulticastTests: RxTestCase {
  // MARK: - multicast(_:selector:)

  func testTheSelectorSeesOneSharedSubscription() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3), .completed(40)])

    let res = scheduler.start {
      xs.multicast({ PublishSubject<Int>() }) { shared in Observable.zip(shared, shared.skip(1)) { $0 * 10 + $1 } }
    }

    XCTAssertEqual(res.events, [.next(220, 12), .next(230, 23), .completed(240)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)], "one source subscription for two uses")
  }

  func testEachSubscriptionMakesItsOwnSubjectAndConnection() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    var made = 0
    let shared = xs.multicast({ () -> ReplaySubject<Int> in
      made += 1
      return ReplaySubject.createUnbounded()
    }) { $0.asObservable() }
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    let bag = DisposeBag()

    scheduler.scheduleAt(200) { shared.subscribe(first).disposed(by: bag) }
    scheduler.scheduleAt(300) { shared.subscribe(second).disposed(by: bag) }
    scheduler.start()

    XCTAssertEqual(first.events, [.next(210, 1), .completed(220)])
    XCTAssertEqual(second.events, [.next(310, 1), .completed(320)])
    XCTAssertEqual(made, 2)
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(300, 320)])
  }

  func testTheSourceErrorReachesTheResult() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(id: 1))])

    let res = scheduler.start { xs.multicast({ PublishSubject<Int>() }) { $0.map { $0 + 1 } } }

    XCTAssertEqual(res.events, [.next(210, 2), .error(220, TestError(id: 1))])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testAThrowingSubjectSelectorFailsWithoutSubscribing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])

    let res = scheduler.start {
      xs.multicast({ () throws -> PublishSubject<Int> in throw TestError(id: 2) }) { $0 }
    }

    XCTAssertEqual(res.events, [.error(200, TestError(id: 2))])
    XCTAssertEqual(xs.subscriptions, [])
  }

  func testAThrowingSelectorFailsWithoutSubscribing() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])

    let res = scheduler.start {
      xs.multicast({ PublishSubject<Int>() }) { _ -> Observable<Int> in throw TestError(id: 3) }
    }

    XCTAssertEqual(res.events, [.error(200, TestError(id: 3))])
    XCTAssertEqual(xs.subscriptions, [])
  }

  func testDisposingTheResultEndsTheConnection() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .next(50, 2), .completed(90)])

    let res = scheduler.start(disposed: 230) { xs.multicast({ PublishSubject<Int>() }) { $0 } }

    XCTAssertEqual(res.events, [.next(210, 1)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  // MARK: - One subject for ever, or one per connection

  /// Connects at 200-230 and 300-330 to a cold source; `early` subscribes during the first connection, `late`
  /// between the two.
  private func connectTwice(_ connectable: (TestableObservable<Int>) -> ConnectableObservable<Int>) -> (
    early: [Recorded<Event<Int>>], late: [Recorded<Event<Int>>], subscriptions: [Subscription]
  ) {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2)])
    let shared = connectable(xs)
    let early = scheduler.createObserver(Int.self)
    let late = scheduler.createObserver(Int.self)
    let bag = DisposeBag()
    var connection: (any Disposable)?

    scheduler.scheduleAt(200) { connection = shared.connect() }
    scheduler.scheduleAt(215) { shared.subscribe(early).disposed(by: bag) }
    scheduler.scheduleAt(230) { connection?.dispose() }
    scheduler.scheduleAt(250) { shared.subscribe(late).disposed(by: bag) }
    scheduler.scheduleAt(300) { connection = shared.connect() }
    scheduler.scheduleAt(330) { connection?.dispose() }
    scheduler.start()
    return (early.events, late.events, xs.subscriptions)
  }

  func testReplayStartsEachConnectionWithAFreshBuffer() {
    let (early, late, subscriptions) = connectTwice { $0.replay(1) }

    XCTAssertEqual(early, [.next(215, 1), .next(220, 2)], "nothing from the second connection")
    XCTAssertEqual(late, [.next(310, 1), .next(320, 2)], "the buffer of the first connection is gone")
    XCTAssertEqual(subscriptions, [Subscription(200, 230), Subscription(300, 330)])
  }

  func testReplayAllStartsEachConnectionWithAFreshBuffer() {
    let (early, late, _) = connectTwice { $0.replayAll() }

    XCTAssertEqual(early, [.next(215, 1), .next(220, 2)])
    XCTAssertEqual(late, [.next(310, 1), .next(320, 2)])
  }

  func testPublishIsolatesConnections() {
    let (early, late, subscriptions) = connectTwice { $0.publish() }

    XCTAssertEqual(early, [.next(220, 2)])
    XCTAssertEqual(late, [.next(310, 1), .next(320, 2)])
    XCTAssertEqual(subscriptions, [Subscription(200, 230), Subscription(300, 330)])
  }

  func testMulticastOfOneSubjectKeepsItAcrossConnections() {
    let (early, late, subscriptions) = connectTwice { $0.multicast(ReplaySubject.create(bufferSize: 1)) }

    XCTAssertEqual(early, [.next(215, 1), .next(220, 2), .next(310, 1), .next(320, 2)])
    XCTAssertEqual(late, [.next(250, 2), .next(310, 1), .next(320, 2)], "the buffer survives the first connection")
    XCTAssertEqual(subscriptions, [Subscription(200, 230), Subscription(300, 330)])
  }

  func testReplayAfterTheSourceCompletedConnectsAFreshSubject() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let replayed = xs.replay(1)
    let during = scheduler.createObserver(Int.self)
    let after = scheduler.createObserver(Int.self)
    let bag = DisposeBag()

    scheduler.scheduleAt(200) { replayed.connect().disposed(by: bag) }
    scheduler.scheduleAt(205) { replayed.subscribe(during).disposed(by: bag) }
    scheduler.scheduleAt(300) { replayed.subscribe(after).disposed(by: bag) }
    scheduler.scheduleAt(400) { replayed.connect().disposed(by: bag) }
    scheduler.start()

    XCTAssertEqual(during.events, [.next(210, 1), .completed(220)])
    XCTAssertEqual(after.events, [.next(410, 1), .completed(420)], "the stopped subject was dropped")
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(400, 420)])
  }

  // MARK: - refCount over a stopped subject

  func testShareForeverReplaysTheStopEventWithoutSubscribingTheSourceAgain() {
    for replay in 0..<3 {
      let scheduler = TestScheduler(initialClock: 0)
      let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
      let shared = xs.share(replay: replay, scope: .forever)
      let first = scheduler.createObserver(Int.self)
      let late = scheduler.createObserver(Int.self)
      let bag = DisposeBag()

      scheduler.scheduleAt(200) { shared.subscribe(first).disposed(by: bag) }
      scheduler.scheduleAt(300) { shared.subscribe(late).disposed(by: bag) }
      scheduler.start()

      let replayed: [Recorded<Event<Int>>] = [1, 2].suffix(replay).map { .next(300, $0) }
      XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2), .completed(230)], "replay \(replay)")
      XCTAssertEqual(late.events, replayed + [.completed(300)], "replay \(replay)")
      XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)], "replay \(replay)")
    }
  }

  func testShareForeverReplaysTheErrorWithoutSubscribingTheSourceAgain() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .error(20, TestError(id: 4))])
    let shared = xs.share(replay: 1, scope: .forever)
    let first = scheduler.createObserver(Int.self)
    let resubscribed = scheduler.createObserver(Int.self)
    let late = scheduler.createObserver(Int.self)
    let bag = DisposeBag()

    scheduler.scheduleAt(200) {
      shared.subscribe { event in
        first.on(event)
        if event.isStopEvent { shared.subscribe(resubscribed).disposed(by: bag) }
      }
      .disposed(by: bag)
    }
    scheduler.scheduleAt(300) { shared.subscribe(late).disposed(by: bag) }
    scheduler.start()

    XCTAssertEqual(first.events, [.next(210, 1), .error(220, TestError(id: 4))])
    XCTAssertEqual(resubscribed.events, [.next(220, 1), .error(220, TestError(id: 4))])
    XCTAssertEqual(late.events, [.next(300, 1), .error(300, TestError(id: 4))])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testRefCountOverASourceThatCompletesDuringConnectReconnectsEveryTime() {
    var subscriptions = 0
    let source = Observable.of(1, 2).do(onSubscribe: { subscriptions += 1 }).publish().refCount()

    for round in 1...3 {
      var events: [Event<Int>] = []
      source.subscribe { events.append($0) }.dispose()
      XCTAssertEqual(events.map(\.element), [1, 2, nil], "round \(round)")
      XCTAssertTrue(events.last?.isCompleted ?? false, "round \(round)")
    }
    XCTAssertEqual(subscriptions, 3)
  }

  // MARK: - makeSubject and the lock

  func testMakeSubjectIsCalledWithoutTheConnectablesLock() {
    let source = PublishSubject<Int>()
    let connectable = LockedValue<ConnectableObservable<Int>?>(nil)
    let otherSubscribed = DispatchSemaphore(value: 0)
    let makes = LockedValue(0)
    let multicast = source.multicast(makeSubject: { () -> PublishSubject<Int> in
      if makes.withLock({ made in
        made += 1
        return made
      }) == 1 {
        // Another thread subscribes while this one makes the subject: it must not wait for this call to end.
        DispatchQueue.global().async {
          connectable.withLock { $0 }?.subscribe(onNext: { _ in }).dispose()
          otherSubscribed.signal()
        }
        XCTAssertEqual(
          otherSubscribed.wait(timeout: .now() + 10), .success, "the other subscriber waited for makeSubject")
      }
      return PublishSubject()
    })
    connectable.withLock { $0 = multicast }
    var received: [Int] = []
    let subscription = multicast.subscribe(onNext: { received.append($0) })
    let connection = multicast.connect()
    source.onNext(1)
    XCTAssertEqual(received, [1], "the subject the other thread stored first is the one both use")
    XCTAssertEqual(makes.withLock { $0 }, 2)
    subscription.dispose()
    connection.dispose()
    connectable.withLock { $0 = nil }
  }
}
