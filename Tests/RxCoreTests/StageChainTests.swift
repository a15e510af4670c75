import RxCore
import RxTesting
import XCTest

/// `map`, `filter` and `compactMap` in a row over a source that is not a stage (`create`, a test source): events,
/// a closure's error, disposal, a chain's middle subscribed on its own or shared by two chains. What fusing the
/// stages into one sink keeps as it is, and what it changes (the Differences article's "A run of `map`, `filter`
/// and `compactMap` runs no closure once its subscription has ended").
final class StageChainTests: RxTestCase {
  private struct Failure: Error, Equatable {}

  func testAChainOverCreateSendsWhatEachStageMakes() {
    let source = Observable<Int>.create { observer in
      for value in 1...6 { observer.on(.next(value)) }
      observer.on(.completed)
      return Disposables.create()
    }
    let chain = source.map { $0 * 10 }.filter { $0 != 30 }.compactMap { $0 < 60 ? "\($0)" : nil }.map { $0 + "!" }
    var events: [Event<String>] = []
    chain.subscribe { events.append($0) }.dispose()
    XCTAssertEqual(events, [.next("10!"), .next("20!"), .next("40!"), .next("50!"), .completed])
  }

  func testAThrownErrorStopsTheLaterStagesAndDisposesTheSource() {
    var log: [String] = []
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
    let observer = scheduler.start {
      source.asObservable()
        .map { value -> Int in
          log.append("map \(value)")
          return value
        }
        .filter { value in
          log.append("filter \(value)")
          if value == 2 { throw Failure() }
          return true
        }
        .map { value -> Int in
          log.append("last \(value)")
          return value * 100
        }
    }
    XCTAssertEqual(observer.events, [.next(210, 100), .error(220, Failure())])
    XCTAssertEqual(log, ["map 1", "filter 1", "last 1", "map 2", "filter 2"])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 220)])
  }

  func testAThrownErrorWhileCreateSendsStopsTheChain() {
    var log: [String] = []
    var disposed = 0
    let source = Observable<Int>.create { observer in
      for value in 1...3 { observer.on(.next(value)) }
      observer.on(.completed)
      return Disposables.create { disposed += 1 }
    }
    let chain =
      source
      .map { value -> Int in
        log.append("map \(value)")
        if value == 2 { throw Failure() }
        return value
      }
      .filter { value in
        log.append("filter \(value)")
        return true
      }
    var events: [Event<Int>] = []
    chain.subscribe { events.append($0) }.dispose()
    XCTAssertEqual(events, [.next(1), .error(Failure())])
    XCTAssertEqual(
      log, ["map 1", "filter 1", "map 2"],
      "once the chain has stopped, no stage runs on what create still sends (RxSwift runs the first: Differences)")
    XCTAssertEqual(disposed, 1)
  }

  func testDisposingAChainDisposesTheSourceAndStopsTheStages() {
    var calls = 0
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(250)])
    let observer = scheduler.start(disposed: 230) {
      source.asObservable().filter { _ in true }.map { value -> Int in
        calls += 1
        return value
      }.compactMap { $0 }
    }
    XCTAssertEqual(observer.events, [.next(210, 1), .next(220, 2)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(calls, 2)
  }

  func testTheMiddleOfAChainSubscribedOnItsOwnStillWorks() {
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
    let middle = source.asObservable().map { $0 * 2 }.filter { $0 != 4 }
    let whole = middle.map { $0 + 1 }.compactMap { $0 > 3 ? $0 : nil }
    let middleObserver = scheduler.createObserver(Int.self)
    let wholeObserver = scheduler.createObserver(Int.self)
    scheduler.scheduleAt(200) {
      _ = middle.subscribe(middleObserver)
      _ = whole.subscribe(wholeObserver)
    }
    scheduler.start()
    XCTAssertEqual(middleObserver.events, [.next(210, 2), .next(230, 6), .completed(240)])
    XCTAssertEqual(wholeObserver.events, [.next(230, 7), .completed(240)])
    XCTAssertEqual(source.subscriptions, [Subscription(200, 240), Subscription(200, 240)])
  }

  func testAMiddleSharedByTwoChainsServesBoth() {
    var middleCalls = 0
    let scheduler = TestScheduler(initialClock: 0)
    let source = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
    let middle = source.asObservable().map { value -> Int in
      middleCalls += 1
      return value * 10
    }
    let first = middle.map { "a\($0)" }
    let second = middle.filter { $0 > 10 }.map { "b\($0)" }
    let firstObserver = scheduler.createObserver(String.self)
    let secondObserver = scheduler.createObserver(String.self)
    scheduler.scheduleAt(200) {
      _ = first.subscribe(firstObserver)
      _ = second.subscribe(secondObserver)
    }
    scheduler.start()
    XCTAssertEqual(firstObserver.events, [.next(210, "a10"), .next(220, "a20"), .completed(230)])
    XCTAssertEqual(secondObserver.events, [.next(220, "b20"), .completed(230)])
    XCTAssertEqual(middleCalls, 4, "each chain runs the shared stage for itself")
    XCTAssertEqual(source.subscriptions, [Subscription(200, 230), Subscription(200, 230)])
  }

  func testAChainOverJustSendsEverythingWhileSubscribing() {
    var events: [Event<Int>] = []
    let chain = Observable.just(3).map { $0 + 1 }.filter { $0 > 1 }.compactMap { $0 * 2 }
    chain.subscribe { events.append($0) }.dispose()
    XCTAssertEqual(events, [.next(8), .completed])
  }

  func testAClosureThatEndsTheSubscriptionKeepsTheRunFromSending() {
    var log: [String] = []
    var events: [Event<Int>] = []
    let subject = PublishSubject<Int>()
    let subscription = SingleAssignmentDisposable()
    let chain = subject.map { value -> Int in
      log.append("map \(value)")
      if value == 2 { subscription.dispose() }
      return value
    }
    .filter { value in
      log.append("filter \(value)")
      return true
    }
    subscription.setDisposable(chain.subscribe { events.append($0) })
    subject.onNext(1)
    subject.onNext(2)
    subject.onNext(3)
    XCTAssertEqual(events, [.next(1)])
    XCTAssertEqual(
      log, ["map 1", "filter 1", "map 2", "filter 2"],
      "the element in flight goes through the rest of the run and is dropped (RxSwift stops at the disposing stage)")
  }

  #if DEBUG
    func testARunOfStagesSubscribesOneSinkHoweverLongItIs() {
      let subject = PublishSubject<Int>()
      let short = subject.map { $0 + 1 }
      let long = subject.map { $0 + 1 }.filter { _ in true }.compactMap { $0 }.map { $0 * 2 }.filter { _ in true }
      let before = Resources.total
      let shortSubscription = short.subscribe { _ in }
      let shortCost = Resources.total - before
      let longSubscription = long.subscribe { _ in }
      XCTAssertEqual(Resources.total - before - shortCost, shortCost, "five stages cost what one does")
      shortSubscription.dispose()
      longSubscription.dispose()
    }

    func testARunOverCreateSubscribesNoSinkForCreate() {
      let source = Observable<Int>.create { _ in Disposables.create() }
      let oneStage = source.map { $0 + 1 }
      let twoStages = source.map { $0 + 1 }.filter { _ in true }
      let before = Resources.total
      let oneStageSubscription = oneStage.subscribe { _ in }
      let oneStageCost = Resources.total - before
      let twoStagesSubscription = twoStages.subscribe { _ in }
      XCTAssertEqual(
        Resources.total - before - oneStageCost, oneStageCost - 1,
        "a run sends to its subscriber with one sink; one stage has create's sink and its own")
      oneStageSubscription.dispose()
      twoStagesSubscription.dispose()
    }
  #endif
}
