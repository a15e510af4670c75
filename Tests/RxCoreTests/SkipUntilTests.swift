import RxCore
import RxTesting
import XCTest

final class SkipUntilTests: RxTestCase {
  private func makeSource(_ scheduler: TestScheduler) -> TestableObservable<Int> {
    scheduler.createHotObservable([
      .next(150, 0), .next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250),
    ])
  }

  func testElementsAfterTheTriggerAreForwardedWithTheCompletion() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = makeSource(scheduler)
    let trigger = scheduler.createHotObservable([.next(150, "early"), .next(225, "go"), .next(235, "again")])

    let res = scheduler.start { source.skip(until: trigger) }

    XCTAssertEqual(res.events, [.next(230, 3), .next(240, 4), .completed(250)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(trigger.subscriptions, [Subscription(200, 225)], "the first trigger element ends its subscription")
  }

  func testATriggerErrorIsForwardedAndEndsBoth() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = makeSource(scheduler)
    let trigger = scheduler.createHotObservable([.error(215, TestError(id: 1))] as [Recorded<Event<String>>])

    let res = scheduler.start { source.skip(until: trigger) }

    XCTAssertEqual(res.events, [.error(215, TestError(id: 1))])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 215)])
    XCTAssertEqual(trigger.subscriptions, [Subscription(200, 215)])
  }

  func testASourceErrorIsForwardedEvenBeforeTheTrigger() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(id: 2))])
    let trigger = scheduler.createHotObservable([.next(230, "go")])

    let res = scheduler.start { source.skip(until: trigger) }

    XCTAssertEqual(res.events, [.error(220, TestError(id: 2))])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(trigger.subscriptions, [Subscription(200, 220)])
  }

  func testASourceCompletingBeforeTheTriggerEndsWithoutAnEvent() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = makeSource(scheduler)
    let trigger = scheduler.createHotObservable([.next(300, "late")])

    let res = scheduler.start { source.skip(until: trigger) }

    XCTAssertEqual(res.events, [], "RxSwift's skip(until:) swallows a completion that comes while skipping")
    XCTAssertEqual(source.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(trigger.subscriptions, [Subscription(200, 250)])
  }

  func testATriggerThatCompletesEmptyKeepsTheGateClosed() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
    let trigger = scheduler.createHotObservable([.completed(225)] as [Recorded<Event<String>>])

    let res = scheduler.start { source.skip(until: trigger) }

    XCTAssertEqual(res.events, [])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 1000)])
    XCTAssertEqual(trigger.subscriptions, [Subscription(200, 225)])
  }

  func testASynchronousTriggerOpensTheGateAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = makeSource(scheduler)

    let res = scheduler.start { source.skip(until: Observable.just(())) }

    XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, 3), .next(240, 4), .completed(250)])
  }

  func testTheSourceIsSubscribedBeforeTheTrigger() {
    var order: [String] = []
    let source = Observable<Int>.never().do(onSubscribe: { order.append("source") })
    let trigger = Observable<Int>.never().do(onSubscribe: { order.append("trigger") })

    source.skip(until: trigger).subscribe().dispose()

    XCTAssertEqual(order, ["source", "trigger"])
  }

  func testDisposingEndsBothSubscriptions() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = makeSource(scheduler)
    let trigger = scheduler.createHotObservable([.next(215, "go")])

    let res = scheduler.start(disposed: 235) { source.skip(until: trigger) }

    XCTAssertEqual(res.events, [.next(220, 2), .next(230, 3)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 235)])
    XCTAssertEqual(trigger.subscriptions, [Subscription(200, 215)])
  }

  @available(*, deprecated)
  func testTheRxSwift5NameIsTheSameOperator() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = makeSource(scheduler)
    let trigger = scheduler.createHotObservable([.next(235, "go")])

    let res = scheduler.start { source.skipUntil(trigger) }

    XCTAssertEqual(res.events, [.next(240, 4), .completed(250)])
  }
}
