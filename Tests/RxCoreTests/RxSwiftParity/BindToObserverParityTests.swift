import RxCore
import RxTesting
import XCTest

/// `bind(to:)` with a plain observer is RxSwift 6's `subscribe`: the observer gets every event, an error included.
/// Only the observers that cannot take an error (relays, `Binder`, `ControlProperty`) report it as a binding
/// error. Expected values checked against RxSwift 6.10.2 run beside the project.
final class BindToObserverParityTests: RxTestCase {
  func testAPlainObserverGetsTheError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(id: 1)), .next(230, 2)])
    let observer = scheduler.createObserver(Int.self)
    var subscription: (any Disposable)?
    let issues = RuntimeIssueRecorder.issues {
      scheduler.scheduleAt(200) { subscription = xs.bind(to: observer) }
      scheduler.scheduleAt(300) { subscription?.dispose() }
      scheduler.start()
    }
    XCTAssertEqual(observer.events, [.next(210, 1), .error(220, TestError(id: 1))])
    XCTAssertEqual(issues, [], "an error a plain observer takes is not a binding error")
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
  }

  func testEveryObserverGetsTheErrorAndTheCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let failing = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(id: 2))])
    let completing = scheduler.createHotObservable([.next(210, 1), .completed(220)])
    let first = scheduler.createObserver(Int.self)
    let second = scheduler.createObserver(Int.self)
    let third = scheduler.createObserver(Int.self)
    var subscriptions: [any Disposable] = []
    scheduler.scheduleAt(200) {
      subscriptions.append(failing.bind(to: first, second))
      subscriptions.append(completing.bind(to: third))
    }
    scheduler.start()
    XCTAssertEqual(first.events, [.next(210, 1), .error(220, TestError(id: 2))])
    XCTAssertEqual(second.events, first.events)
    XCTAssertEqual(third.events, [.next(210, 1), .completed(220)])
    subscriptions.forEach { $0.dispose() }
  }

  func testAnObserverOfOptionalsGetsTheError() {
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(id: 3))])
    let observer = scheduler.createObserver(Int?.self)
    var subscription: (any Disposable)?
    scheduler.scheduleAt(200) { subscription = xs.bind(to: observer) }
    scheduler.start()
    XCTAssertEqual(observer.events, [.next(210, 1), .error(220, TestError(id: 3))])
    subscription?.dispose()
  }

  func testARelayStillReportsTheErrorAsABindingError() {
    let relay = PublishRelay<Int>()
    var received: [Int] = []
    let relaySubscription = relay.subscribe(onNext: { received.append($0) })
    let issues = RuntimeIssueRecorder.issues {
      _ = Observable<Int>.concat(.just(1), .error(TestError(id: 4))).bind(to: relay)
    }
    XCTAssertEqual(received, [1])
    XCTAssertEqual(issues.map(\.kind), [.unhandledError])
    relaySubscription.dispose()
  }

  func testABinderStillReportsTheErrorAsABindingError() {
    final class Target { var values: [Int] = [] }
    let scheduler = TestScheduler(initialClock: 0)
    let target = Target()
    let binder = Binder<Int>(target, scheduler: scheduler) { target, value in target.values.append(value) }
    let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(id: 5))])
    var subscription: (any Disposable)?
    let issues = RuntimeIssueRecorder.issues {
      scheduler.scheduleAt(200) { subscription = xs.bind(to: binder) }
      scheduler.start()
    }
    XCTAssertEqual(target.values, [1])
    XCTAssertEqual(issues.map(\.kind), [.unhandledError])
    subscription?.dispose()
  }
}
