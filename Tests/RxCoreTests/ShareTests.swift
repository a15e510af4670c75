import RxCore
import RxTesting
import XCTest

final class ShareTests: RxTestCase {
  private func run(scope: SubjectLifetimeScope, replay: Int) -> (
    [[Recorded<Event<Int>>]], [Subscription]
  ) {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .next(260, 4)])
    let shared = xs.share(replay: replay, scope: scope)
    let observers = (0..<3).map { _ in scheduler.createObserver(Int.self) }
    var subscriptions: [any Disposable] = []
    scheduler.scheduleAt(200) { subscriptions.append(shared.subscribe(observers[0])) }
    scheduler.scheduleAt(230) { subscriptions.append(shared.subscribe(observers[1])) }
    scheduler.scheduleAt(250) { subscriptions.forEach { $0.dispose() } }
    scheduler.scheduleAt(255) { subscriptions.append(shared.subscribe(observers[2])) }
    scheduler.scheduleAt(300) { subscriptions.forEach { $0.dispose() } }
    scheduler.start()
    return (observers.map(\.events), xs.subscriptions)
  }

  func testReplayOneWhileConnectedDropsTheBufferWhenTheLastSubscriberLeaves() {
    let (events, subscriptions) = run(scope: .whileConnected, replay: 1)
    XCTAssertEqual(events[0], [.next(210, 1), .next(220, 2), .next(240, 3)])
    XCTAssertEqual(events[1], [.next(230, 2), .next(240, 3)])
    XCTAssertEqual(events[2], [.next(260, 4)])
    XCTAssertEqual(subscriptions, [Subscription(200, 250), Subscription(255, 300)])
  }

  func testReplayOneForeverKeepsTheBufferAcrossConnections() {
    let (events, subscriptions) = run(scope: .forever, replay: 1)
    XCTAssertEqual(events[1], [.next(230, 2), .next(240, 3)])
    XCTAssertEqual(events[2], [.next(255, 3), .next(260, 4)])
    XCTAssertEqual(subscriptions, [Subscription(200, 250), Subscription(255, 300)])
  }

  func testNoReplayShareSubscribesTheSourceOnce() {
    let (events, subscriptions) = run(scope: .whileConnected, replay: 0)
    XCTAssertEqual(events[1], [.next(240, 3)])
    XCTAssertEqual(events[2], [.next(260, 4)])
    XCTAssertEqual(subscriptions, [Subscription(200, 250), Subscription(255, 300)])
  }

  func testWhileConnectedResubscribesAfterTheSourceCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let shared = xs.share(replay: 1, scope: .whileConnected)
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    var subscriptions: [any Disposable] = []
    scheduler.scheduleAt(200) { subscriptions.append(shared.subscribe(first)) }
    scheduler.scheduleAt(300) { subscriptions.append(shared.subscribe(second)) }
    scheduler.scheduleAt(400) { subscriptions.forEach { $0.dispose() } }
    scheduler.start()
    XCTAssertEqual(first.events, [.next(210, 1), .completed(220)])
    XCTAssertEqual(second.events, [.next(310, 1), .completed(320)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220), Subscription(300, 320)])
  }

  func testForeverReplaysTheStopEventToLateSubscribers() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
    let shared = xs.share(replay: 1, scope: .forever)
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    var subscriptions: [any Disposable] = []
    scheduler.scheduleAt(200) { subscriptions.append(shared.subscribe(first)) }
    scheduler.scheduleAt(300) { subscriptions.append(shared.subscribe(second)) }
    scheduler.scheduleAt(400) { subscriptions.forEach { $0.dispose() } }
    scheduler.start()
    XCTAssertEqual(first.events, [.next(210, 1), .completed(220)])
    XCTAssertEqual(second.events, [.next(300, 1), .completed(300)])
  }

  func testPublishAndConnect() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(250)])
    let published = xs.publish()
    let observer = scheduler.createObserver(Int.self)
    var subscriptions: [any Disposable] = []
    scheduler.scheduleAt(200) { subscriptions.append(published.subscribe(observer)) }
    scheduler.scheduleAt(220) { subscriptions.append(published.connect()) }
    scheduler.scheduleAt(300) { subscriptions.forEach { $0.dispose() } }
    scheduler.start()
    XCTAssertEqual(observer.events, [.next(230, 2), .completed(250)])
    XCTAssertEqual(xs.subscriptions, [Subscription(220, 250)])
  }

  func testReplayConnectable() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(260, 3)])
    let replayed = xs.replay(1)
    let observer = scheduler.createObserver(Int.self)
    var subscriptions: [any Disposable] = []
    scheduler.scheduleAt(200) { subscriptions.append(replayed.connect()) }
    scheduler.scheduleAt(240) { subscriptions.append(replayed.subscribe(observer)) }
    scheduler.scheduleAt(300) { subscriptions.forEach { $0.dispose() } }
    scheduler.start()
    XCTAssertEqual(observer.events, [.next(240, 2), .next(260, 3)])
  }
}
