import Dispatch
import RxTesting
import XCTest

@testable import RxCore

private final class Captured {}

private enum ChainError: Error {
  case boom
}

/// A chain of sinks that hold their upstream subscription themselves (map, filter, compactMap, scan,
/// distinctUntilChanged): only the subscriber's subscription has a `SinkDisposer`, and the chain must still let go of
/// every sink, observer and closure when disposed or stopped, even while the subscriber keeps the subscription.
final class UpstreamHoldingSinkTests: RxTestCase {
  /// Four holding operators and the subscriber, every closure capturing `captured`.
  private func chain(_ source: Observable<Int>, capturing captured: Captured, into received: @escaping (Int) -> Void)
    -> any Disposable
  {
    source
      .map { value in withExtendedLifetime(captured) { value + 1 } }
      .filter { _ in withExtendedLifetime(captured) { true } }
      .compactMap { value -> Int? in withExtendedLifetime(captured) { value } }
      .scan(0) { total, value in withExtendedLifetime(captured) { total + value } }
      .distinctUntilChanged()
      .subscribe(onNext: { value in withExtendedLifetime(captured) { received(value) } })
  }

  func testADisposedChainKeptInABagLetsGoOfItsClosures() {
    let source = PublishSubject<Int>()
    weak var released: Captured?
    var received: [Int] = []
    let bag = DisposeBag()
    let subscription: any Disposable
    do {
      let captured = Captured()
      released = captured
      subscription = chain(source, capturing: captured) { received.append($0) }
      subscription.disposed(by: bag)
    }
    source.onNext(1)
    source.onNext(2)
    XCTAssertNotNil(released, "the running chain holds its closures")
    subscription.dispose()
    XCTAssertNil(released, "the disposed subscription, still in the bag, kept the chain's closures")
    source.onNext(3)
    XCTAssertEqual(received, [2, 5])
    XCTAssertFalse(source.hasObservers)
    _ = bag
  }

  func testACompletedChainKeptInABagLetsGoOfItsClosures() {
    let source = PublishSubject<Int>()
    weak var released: Captured?
    var received: [Int] = []
    let bag = DisposeBag()
    do {
      let captured = Captured()
      released = captured
      chain(source, capturing: captured) { received.append($0) }.disposed(by: bag)
    }
    source.onNext(1)
    source.onCompleted()
    XCTAssertNil(released, "the completed chain, its subscription still in the bag, kept its closures")
    XCTAssertEqual(received, [2])
    _ = bag
  }

  func testAChainStoppedByAThrowingClosureLetsGoOfItsClosures() {
    let source = PublishSubject<Int>()
    weak var released: Captured?
    var events: [Event<Int>] = []
    let bag = DisposeBag()
    do {
      let captured = Captured()
      released = captured
      source
        .map { value in withExtendedLifetime(captured) { value } }
        .filter { value in
          try withExtendedLifetime(captured) {
            if value == 2 { throw ChainError.boom }
            return true
          }
        }
        .map { value in withExtendedLifetime(captured) { value * 10 } }
        .subscribe { events.append($0) }
        .disposed(by: bag)
    }
    source.onNext(1)
    source.onNext(2)
    XCTAssertNil(released, "the chain stopped by an error kept its closures")
    XCTAssertFalse(source.hasObservers, "the failed chain is still subscribed to its source")
    XCTAssertEqual(events, [.next(10), .error(ChainError.boom)])
    _ = bag
  }

  func testAChainOverASourceThatStopsWhileBeingSubscribedLetsGoAtOnce() {
    // `just` completes inside `subscribe`, before any sink of the chain has its upstream subscription: each sink is
    // disposed first and disposes the subscription when it arrives.
    weak var released: Captured?
    var received: [Int] = []
    let bag = DisposeBag()
    do {
      let captured = Captured()
      released = captured
      chain(Observable.just(4), capturing: captured) { received.append($0) }.disposed(by: bag)
    }
    XCTAssertNil(released, "the chain that completed while being subscribed kept its closures")
    XCTAssertEqual(received, [5])
    _ = bag
  }

  func testDisposingFromInsideOnNextStopsAndReleasesTheChain() {
    let source = PublishSubject<Int>()
    weak var released: Captured?
    var received: [Int] = []
    let subscription = SingleAssignmentDisposable()
    do {
      let captured = Captured()
      released = captured
      subscription.setDisposable(
        chain(source, capturing: captured) { value in
          received.append(value)
          subscription.dispose()
        })
    }
    source.onNext(1)
    source.onNext(2)
    XCTAssertEqual(received, [2])
    XCTAssertNil(released, "the chain disposed from its own onNext kept its closures")
    XCTAssertFalse(source.hasObservers)
  }

  func testAHoldingChainUnderAndOverOtherOperators() {
    // Holding sinks subscribed by an operator that keeps a `SinkDisposer` (take) and subscribing to one (share).
    let scheduler = TestScheduler(initialClock: 0)
    let xs = scheduler.createHotObservable([
      .next(150, 1), .next(210, 2), .next(220, 3), .next(230, 4), .next(240, 5), .completed(300),
    ])
    let res = scheduler.start {
      xs.share().map { $0 * 2 }.filter { $0 != 6 }.take(2).map { $0 + 1 }
    }
    XCTAssertEqual(res.events, [.next(210, 5), .next(230, 9), .completed(230)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
  }

  func testDisposalRacingTheSubscriptionOfTheChain() {
    // The source completes on one thread while another subscribes the chain: a sink may be disposed (by the
    // completion) on one thread while its upstream subscription is being handed to it on the other.
    let rounds = 2_000
    let releasedCount = AtomicInt(0)
    let deliveredAfterStop = AtomicInt(0)
    runWithWatchdog("subscribing a chain while its source completes") {
      for _ in 0..<rounds {
        let source = PublishSubject<Int>()
        let observer = GrammarCheckingObserver<Int>()
        let subscription = SharedBox<(any Disposable)?>(nil)
        DispatchQueue.concurrentPerform(iterations: 2) { thread in
          if thread == 0 {
            let made = source.map { $0 + 1 }.filter { _ in true }.map { $0 * 2 }.filter { _ in true }
              .subscribe(observer)
            subscription.update { $0 = made }
          } else {
            source.onNext(1)
            source.onCompleted()
          }
        }
        subscription.value?.dispose()
        if observer.violations != 0 || observer.overlaps != 0 { deliveredAfterStop.add(1, ordering: .relaxed) }
        if !source.hasObservers { releasedCount.add(1, ordering: .relaxed) }
      }
    }
    XCTAssertEqual(deliveredAfterStop.load(ordering: .relaxed), 0, "the grammar was broken")
    XCTAssertEqual(releasedCount.load(ordering: .relaxed), rounds, "a chain stayed subscribed to its source")
  }

  func testDisposalRacingEventsThroughTheChain() {
    // One thread sends while another disposes: no event after disposal returns on the disposing thread's side is
    // required, only a sequence that keeps the grammar and a chain that is gone afterwards.
    let rounds = 300
    let broken = AtomicInt(0)
    runWithWatchdog("disposing a chain while events flow") {
      for _ in 0..<rounds {
        let source = PublishSubject<Int>()
        let observer = GrammarCheckingObserver<Int>()
        let subscription = SharedBox(
          source.map { $0 + 1 }.filter { _ in true }.scan(0, accumulator: +).distinctUntilChanged()
            .subscribe(observer))
        DispatchQueue.concurrentPerform(iterations: 2) { thread in
          if thread == 0 {
            for value in 0..<200 { source.onNext(value) }
          } else {
            subscription.value.dispose()
          }
        }
        if observer.violations != 0 || observer.overlaps != 0 || source.hasObservers {
          broken.add(1, ordering: .relaxed)
        }
      }
    }
    XCTAssertEqual(broken.load(ordering: .relaxed), 0, "a disposed chain broke the grammar or stayed subscribed")
  }
}
