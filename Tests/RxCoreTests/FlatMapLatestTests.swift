import Foundation
import RxCore
import RxTesting
import XCTest

private struct FlatMapLatestTestError: Error, Equatable {}

private let testError = FlatMapLatestTestError()

/// RxSwift's flatMapLatest scenario: the source emits 0, 1, 2 at 300, 400, 500; element `i` maps to inner `i`.
private func makeInners(_ scheduler: TestScheduler, secondInnerEnd: Recorded<Event<Int>> = .completed(50))
  -> [TestableObservable<Int>]
{
  [
    scheduler.createColdObservable([
      .next(10, 101), .next(20, 102), .next(110, 103), .next(120, 104), .next(210, 105), .next(220, 106),
      .completed(230),
    ]),
    scheduler.createColdObservable([.next(10, 201), .next(20, 202), .next(30, 203), .next(40, 204), secondInnerEnd]),
    scheduler.createColdObservable([.next(10, 301), .next(20, 302), .next(30, 303), .next(40, 304), .completed(150)]),
  ]
}

final class FlatMapLatestTests: RxTestCase {
  private let firstTwoInnersElements: [Recorded<Event<Int>>] = [
    .next(310, 101), .next(320, 102), .next(410, 201), .next(420, 202), .next(430, 203), .next(440, 204),
  ]

  func testForwardsOnlyTheLatestInnerAndCompletesAfterIt() {
    let scheduler = TestScheduler(initialClock: 0)
    let inners = makeInners(scheduler)
    let xs = scheduler.createHotObservable([.next(300, 0), .next(400, 1), .next(500, 2), .completed(600)])

    let res = scheduler.start { xs.flatMapLatest { inners[$0] } }

    XCTAssertEqual(
      res.events,
      firstTwoInnersElements + [.next(510, 301), .next(520, 302), .next(530, 303), .next(540, 304), .completed(650)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
    XCTAssertEqual(
      inners.map(\.subscriptions), [[Subscription(300, 400)], [Subscription(400, 450)], [Subscription(500, 650)]])
  }

  func testInnerErrorDisposesEverything() {
    let scheduler = TestScheduler(initialClock: 0)
    let inners = makeInners(scheduler, secondInnerEnd: .error(50, testError))
    let xs = scheduler.createHotObservable([.next(300, 0), .next(400, 1), .next(500, 2), .completed(600)])

    let res = scheduler.start { xs.flatMapLatest { inners[$0] } }

    XCTAssertEqual(res.events, firstTwoInnersElements + [.error(450, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 450)])
    XCTAssertEqual(inners.map(\.subscriptions), [[Subscription(300, 400)], [Subscription(400, 450)], []])
  }

  func testOuterErrorIsForwarded() {
    let scheduler = TestScheduler(initialClock: 0)
    let inners = makeInners(scheduler)
    let xs = scheduler.createHotObservable([.next(300, 0), .next(400, 1), .error(500, testError)])

    let res = scheduler.start { xs.flatMapLatest { inners[$0] } }

    XCTAssertEqual(res.events, firstTwoInnersElements + [.error(500, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
    XCTAssertEqual(inners.map(\.subscriptions), [[Subscription(300, 400)], [Subscription(400, 450)], []])
  }

  func testSelectorThrowingFailsTheResultAndDisposesTheRunningInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let inners = makeInners(scheduler)
    let xs = scheduler.createHotObservable([.next(300, 0), .next(400, 1)])

    let res = scheduler.start {
      xs.flatMapLatest { index throws -> TestableObservable<Int> in
        if index >= 1 { throw testError }
        return inners[index]
      }
    }

    XCTAssertEqual(res.events, [.next(310, 101), .next(320, 102), .error(400, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    XCTAssertEqual(inners.map(\.subscriptions), [[Subscription(300, 400)], [], []])
  }

  func testDisposalDisposesSourceAndLatestInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let inners = makeInners(scheduler)
    let xs = scheduler.createHotObservable([.next(300, 0), .next(400, 1), .next(500, 2), .completed(600)])

    let res = scheduler.start(disposed: 515) { xs.flatMapLatest { inners[$0] } }

    XCTAssertEqual(res.events, firstTwoInnersElements + [.next(510, 301)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 515)])
    XCTAssertEqual(
      inners.map(\.subscriptions), [[Subscription(300, 400)], [Subscription(400, 450)], [Subscription(500, 515)]])
  }

  func testSelectorRunsBeforeThePreviousInnerIsDisposed() {
    var log: [String] = []
    let outer = PublishSubject<Int>()
    func inner(_ index: Int) -> Observable<Int> {
      Observable.create { _ in
        log.append("subscribe \(index)")
        return Disposables.create { log.append("dispose \(index)") }
      }
    }
    let subscription = outer.flatMapLatest { index -> Observable<Int> in
      log.append("select \(index)")
      return inner(index)
    }
    .subscribe()

    outer.onNext(1)
    outer.onNext(2)
    subscription.dispose()

    XCTAssertEqual(log, ["select 1", "subscribe 1", "select 2", "dispose 1", "subscribe 2", "dispose 2"])
  }

  func testInnerSequencesThatFinishWhileSubscribedAlternateWithLongerOnes() {
    let scheduler = TestScheduler(initialClock: 0)
    let long = [
      scheduler.createColdObservable([.next(5, 11), .next(20, 12), .completed(30)]),
      scheduler.createColdObservable([.next(5, 21), .completed(10)]),
    ]
    let xs = scheduler.createHotObservable([
      .next(210, 1), .next(220, -1), .next(230, 2), .next(240, -2), .next(260, 3), .completed(300),
    ])

    let res = scheduler.start {
      xs.flatMapLatest { value -> Observable<Int> in value < 0 ? long[-value - 1].asObservable() : .just(value) }
    }

    XCTAssertEqual(
      res.events, [.next(210, 1), .next(225, 11), .next(230, 2), .next(245, 21), .next(260, 3), .completed(300)])
    XCTAssertEqual(long.map(\.subscriptions), [[Subscription(220, 230)], [Subscription(240, 250)]])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
  }

  func testASourceElementSentWhileAnInnerIsSubscribedReplacesIt() {
    var log: [String] = []
    let outer = PublishSubject<Int>()
    let subscription = outer.flatMapLatest { value -> Observable<Int> in
      guard value == 1 else { return .just(value * 100) }
      return Observable.create { observer in
        outer.onNext(2)
        observer.onNext(10)
        observer.onCompleted()
        return Disposables.create { log.append("dispose 1") }
      }
    }
    .subscribe(onNext: { log.append("\($0)") })

    outer.onNext(1)
    outer.onNext(3)
    subscription.dispose()

    XCTAssertEqual(log, ["200", "dispose 1", "300"], "the replaced first inner sequence's element is dropped")
  }

  // MARK: - Inner sequences that stop while they are subscribed

  func testAnInnerThatCompletesWhileSubscribedIsDisposedAtOnceAndTheResultGoesOn() {
    var log: [String] = []
    let outer = PublishSubject<Int>()
    let subscription = outer.flatMapLatest { value in
      Observable<Int>.create { observer in
        observer.onNext(value)
        observer.onCompleted()
        return Disposables.create { log.append("dispose \(value)") }
      }
    }
    .subscribe(onNext: { log.append("\($0)") }, onCompleted: { log.append("completed") })

    outer.onNext(1)
    outer.onNext(2)
    XCTAssertEqual(log, ["1", "dispose 1", "2", "dispose 2"], "each subscription is disposed as subscribing returns")
    outer.onCompleted()
    XCTAssertEqual(log.last, "completed", "no inner sequence runs: the result completes with the source")
    subscription.dispose()
    XCTAssertEqual(log.filter { $0.hasPrefix("dispose") }.count, 2, "no subscription is disposed twice")
  }

  func testAnInnerThatKeepsRunningAfterSubscribingIsKeptUntilReplaced() {
    var log: [String] = []
    let outer = PublishSubject<Int>()
    let running = PublishSubject<Int>()
    let subscription = outer.flatMapLatest { value -> Observable<Int> in
      guard value == 1 else { return .just(value) }
      return Observable.create { observer in
        observer.onNext(10)
        let inner = running.subscribe(observer)
        return Disposables.create {
          log.append("dispose running")
          inner.dispose()
        }
      }
    }
    .subscribe(onNext: { log.append("\($0)") }, onCompleted: { log.append("completed") })

    outer.onNext(1)
    running.onNext(11)
    outer.onCompleted()
    XCTAssertEqual(log, ["10", "11"], "the running inner sequence holds the result open")
    running.onNext(12)
    running.onCompleted()
    XCTAssertEqual(Array(log.prefix(3)), ["10", "11", "12"])
    XCTAssertEqual(Set(log.dropFirst(3)), ["dispose running", "completed"], "completed, and the subscription disposed")
    subscription.dispose()
    XCTAssertFalse(running.hasObservers)
  }

  func testAnInnerThatFailsWhileSubscribedFailsTheResultAndIsDisposed() {
    var log: [String] = []
    let outer = PublishSubject<Int>()
    let subscription = outer.flatMapLatest { value in
      Observable<Int>.create { observer in
        observer.onNext(value)
        observer.onError(testError)
        return Disposables.create { log.append("dispose \(value)") }
      }
    }
    .subscribe(onNext: { log.append("\($0)") }, onError: { _ in log.append("error") })

    outer.onNext(1)
    XCTAssertEqual(log, ["1", "error", "dispose 1"])
    XCTAssertFalse(outer.hasObservers, "the error disposed the source's subscription")
    outer.onNext(2)
    XCTAssertEqual(log, ["1", "error", "dispose 1"], "nothing after the error")
    subscription.dispose()
  }

  func testAnInnerThatCompletesOnAnotherThreadWhileSubscribedIsDisposedOnce() {
    let disposals = LockedValue(0)
    let outer = PublishSubject<Int>()
    var elements: [Int] = []
    let subscription = outer.flatMapLatest { value in
      Observable<Int>.create { observer in
        let done = DispatchSemaphore(value: 0)
        // The thread lets go of the observer before it signals, so nothing of the sink outlives the test.
        let handedOver = LockedValue<AnyObserver<Int>?>(observer)
        Thread {
          do {
            let observer = handedOver.withLock { held -> AnyObserver<Int>? in
              defer { held = nil }
              return held
            }
            observer?.onNext(value)
            observer?.onCompleted()
          }
          done.signal()
        }.start()
        done.wait()
        return Disposables.create { disposals.withLock { $0 += 1 } }
      }
    }
    .subscribe(onNext: { elements.append($0) })

    outer.onNext(1)
    outer.onNext(2)
    XCTAssertEqual(elements, [1, 2])
    XCTAssertEqual(
      disposals.withLock { $0 }, 2, "each completed inner's subscription is disposed as subscribing returns")
    subscription.dispose()
    XCTAssertEqual(disposals.withLock { $0 }, 2, "and only then")
  }

  func testASourceElementSentWhileAnInnerIsSubscribedAfterItCompletedKeepsTheNewRunningInner() {
    var log: [String] = []
    let outer = PublishSubject<Int>()
    let running = PublishSubject<Int>()
    let subscription = outer.flatMapLatest { value -> Observable<Int> in
      guard value == 1 else {
        return Observable.create { observer in
          let inner = running.subscribe(observer)
          return Disposables.create {
            log.append("dispose \(value)")
            inner.dispose()
          }
        }
      }
      return Observable.create { observer in
        observer.onNext(10)
        observer.onCompleted()
        outer.onNext(2)
        return Disposables.create { log.append("dispose 1") }
      }
    }
    .subscribe(onNext: { log.append("\($0)") })

    outer.onNext(1)
    XCTAssertEqual(log, ["10", "dispose 1"], "the first one completed; the second one, subscribed inside, runs on")
    running.onNext(20)
    XCTAssertEqual(log, ["10", "dispose 1", "20"])
    subscription.dispose()
    XCTAssertEqual(log, ["10", "dispose 1", "20", "dispose 2"])
  }

  func testASynchronousInnerSubscribedWhileARunningOneIsSubscribedReplacesIt() {
    var log: [String] = []
    let outer = PublishSubject<Int>()
    let running = PublishSubject<Int>()
    let subscription = outer.flatMapLatest { value -> Observable<Int> in
      guard value == 1 else { return .just(value) }
      return Observable.create { observer in
        let inner = running.subscribe(observer)
        outer.onNext(2)
        return Disposables.create {
          log.append("dispose 1")
          inner.dispose()
        }
      }
    }
    .subscribe(onNext: { log.append("\($0)") }, onCompleted: { log.append("completed") })

    outer.onNext(1)
    XCTAssertEqual(log, ["2", "dispose 1"], "replaced while it was subscribed: disposed as subscribing returns")
    running.onNext(11)
    outer.onCompleted()
    XCTAssertEqual(log, ["2", "dispose 1", "completed"], "the replaced one is gone and the latest one completed")
    subscription.dispose()
  }
}
