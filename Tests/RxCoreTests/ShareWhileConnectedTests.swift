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
}
