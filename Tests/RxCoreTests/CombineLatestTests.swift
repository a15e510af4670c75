import Dispatch
import RxCore
import RxTesting
import XCTest

private struct CombineLatestTestError: Error, Equatable {
  let code: Int
}

private let testError = CombineLatestTestError(code: 0)
private let otherError = CombineLatestTestError(code: 1)

/// Source `k` (0-based) of the arity scenario: emits `k + 1` at 210 + 10k, `10 (k + 1)` at 500 + 10k and completes
/// at 600 + 10k (its `.next(150, -1)` happens before the subscription and must not be seen).
private func scenarioSources(_ scheduler: TestScheduler, count: Int) -> [TestableObservable<Int>] {
  (0..<count).map { k in
    scheduler.createHotObservable([
      .next(150, -1), .next(210 + 10 * k, k + 1), .next(500 + 10 * k, 10 * (k + 1)), .completed(600 + 10 * k),
    ])
  }
}

/// What combineLatest emits for the arity scenario: all first values once the last source emitted, then one
/// combination per change, then completion when the last source completes.
private func expectedScenario(count: Int) -> [Recorded<Event<[Int]>>] {
  var values = Array(1...count)
  var events: [Recorded<Event<[Int]>>] = [.next(210 + 10 * (count - 1), values)]
  for k in 0..<count {
    values[k] = 10 * (k + 1)
    events.append(.next(500 + 10 * k, values))
  }
  events.append(.completed(600 + 10 * (count - 1)))
  return events
}

private func arrays<T>(_ events: [Recorded<Event<T>>], _ toArray: (T) -> [Int]) -> [Recorded<Event<[Int]>>] {
  events.map { Recorded(time: $0.time, value: $0.value.map(toArray)) }
}

final class CombineLatestTests: RxTestCase {
  private func verifyScenario<T>(
    count: Int, make: @escaping ([TestableObservable<Int>]) -> Observable<T>, toArray: (T) -> [Int],
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let scheduler = TestScheduler(initialClock: 0)
    let sources = scenarioSources(scheduler, count: count)
    let res = scheduler.start { make(sources) }
    XCTAssertEqual(arrays(res.events, toArray), expectedScenario(count: count), file: file, line: line)
    for (k, source) in sources.enumerated() {
      XCTAssertEqual(source.subscriptions, [Subscription(200, 600 + 10 * k)], file: file, line: line)
    }
  }

  // MARK: - Arities

  func testTwoSources() {
    verifyScenario(count: 2, make: { s in Observable.combineLatest(s[0], s[1]) { [$0, $1] } }, toArray: { $0 })
    verifyScenario(count: 2, make: { s in Observable.combineLatest(s[0], s[1]) }, toArray: { [$0.0, $0.1] })
  }

  func testThreeSources() {
    verifyScenario(
      count: 3, make: { s in Observable.combineLatest(s[0], s[1], s[2]) { [$0, $1, $2] } }, toArray: { $0 })
    verifyScenario(
      count: 3, make: { s in Observable.combineLatest(s[0], s[1], s[2]) }, toArray: { [$0.0, $0.1, $0.2] })
  }

  func testFourSources() {
    verifyScenario(
      count: 4, make: { s in Observable.combineLatest(s[0], s[1], s[2], s[3]) { [$0, $1, $2, $3] } },
      toArray: { $0 })
    verifyScenario(
      count: 4, make: { s in Observable.combineLatest(s[0], s[1], s[2], s[3]) },
      toArray: { [$0.0, $0.1, $0.2, $0.3] })
  }

  func testFiveSources() {
    verifyScenario(
      count: 5, make: { s in Observable.combineLatest(s[0], s[1], s[2], s[3], s[4]) { [$0, $1, $2, $3, $4] } },
      toArray: { $0 })
    verifyScenario(
      count: 5, make: { s in Observable.combineLatest(s[0], s[1], s[2], s[3], s[4]) },
      toArray: { [$0.0, $0.1, $0.2, $0.3, $0.4] })
  }

  func testSixSources() {
    verifyScenario(
      count: 6,
      make: { s in Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]) { [$0, $1, $2, $3, $4, $5] } },
      toArray: { $0 })
    verifyScenario(
      count: 6, make: { s in Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5]) },
      toArray: { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5] })
  }

  func testSevenSources() {
    verifyScenario(
      count: 7,
      make: { s in
        Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { [$0, $1, $2, $3, $4, $5, $6] }
      },
      toArray: { $0 })
    verifyScenario(
      count: 7, make: { s in Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) },
      toArray: { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6] })
  }

  func testEightSources() {
    verifyScenario(
      count: 8,
      make: { s in
        Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) {
          [$0, $1, $2, $3, $4, $5, $6, $7]
        }
      },
      toArray: { $0 })
    verifyScenario(
      count: 8, make: { s in Observable.combineLatest(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) },
      toArray: { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7] })
  }

  func testCollectionOfSources() {
    // Up to eight sources keep their state inline, more in arrays: 8 and 9 are both sides of that line.
    for count in [1, 2, 3, 5, 8, 9, 12] {
      verifyScenario(count: count, make: { Observable.combineLatest($0) }, toArray: { $0 })
      verifyScenario(count: count, make: { Observable.combineLatest($0) { $0 } }, toArray: { $0 })
    }
  }

  // MARK: - Completion rules

  func testSourceThatNeverEmitsKeepsTheResultSilent() {
    let scheduler = TestScheduler(initialClock: 0)
    let e0 = scheduler.createHotObservable([.next(150, 1)])
    let e1 = scheduler.createHotObservable([.next(150, 1), .completed(210)])

    let res = scheduler.start { Observable.combineLatest(e0, e1) { $0 + $1 } }

    XCTAssertEqual(res.events, [])
    XCTAssertEqual(e0.subscriptions, [Subscription(200, 1000)])
    XCTAssertEqual(e1.subscriptions, [Subscription(200, 210)])
  }

  func testCompletesWhenALoneRemainingSourceEmitsAfterAnEmptySourceCompleted() {
    let scheduler = TestScheduler(initialClock: 0)
    let e0 = scheduler.createHotObservable([.next(150, 1), .completed(210)])
    let e1 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])

    let res = scheduler.start { Observable.combineLatest(e0, e1) { $0 + $1 } }

    XCTAssertEqual(res.events, [.completed(215)])
    XCTAssertEqual(e0.subscriptions, [Subscription(200, 210)])
    XCTAssertEqual(e1.subscriptions, [Subscription(200, 215)])
  }

  func testWillNeverBeAbleToCombine() {
    let scheduler = TestScheduler(initialClock: 0)
    let e0 = scheduler.createHotObservable([.next(150, 1), .completed(250)])
    let e1 = scheduler.createHotObservable([.next(150, 1), .completed(260)])
    let e2 = scheduler.createHotObservable([.next(150, 1), .next(500, 2), .completed(800)])

    let res = scheduler.start { Observable.combineLatest(e0, e1, e2) { _, _, _ in 42 } }

    XCTAssertEqual(res.events, [.completed(500)])
    XCTAssertEqual(e0.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(e1.subscriptions, [Subscription(200, 260)])
    XCTAssertEqual(e2.subscriptions, [Subscription(200, 500)])
  }

  func testCompletesWhenLastSourceCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let e0 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(230)])
    let e1 = scheduler.createHotObservable([.next(150, 1), .next(220, 3), .completed(240)])

    let res = scheduler.start { Observable.combineLatest(e0, e1) { $0 + $1 } }

    XCTAssertEqual(res.events, [.next(220, 5), .completed(240)])
    XCTAssertEqual(e0.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(e1.subscriptions, [Subscription(200, 240)])
  }

  // MARK: - Errors

  func testFirstErrorWinsAndDisposesEverySource() {
    let scheduler = TestScheduler(initialClock: 0)
    let e0 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .error(230, otherError)])
    let e1 = scheduler.createHotObservable([.next(150, 1), .error(220, testError)] as [Recorded<Event<Int>>])

    let res = scheduler.start { Observable.combineLatest(e0, e1) { $0 + $1 } }

    XCTAssertEqual(res.events, [.error(220, testError)])
    XCTAssertEqual(e0.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(e1.subscriptions, [Subscription(200, 220)])
  }

  func testErrorAfterCombinationsIsForwarded() {
    let scheduler = TestScheduler(initialClock: 0)
    let e0 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .next(225, 4), .completed(300)])
    let e1 = scheduler.createHotObservable([.next(150, 1), .next(220, 3), .error(230, testError)])

    let res = scheduler.start { Observable.combineLatest(e0, e1) { $0 + $1 } }

    XCTAssertEqual(res.events, [.next(220, 5), .next(225, 7), .error(230, testError)])
    XCTAssertEqual(e0.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(e1.subscriptions, [Subscription(200, 230)])
  }

  func testResultSelectorThrowingFailsTheResult() {
    let scheduler = TestScheduler(initialClock: 0)
    let e0 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .next(225, 4), .completed(230)])
    let e1 = scheduler.createHotObservable([.next(150, 1), .next(220, 3), .completed(240)])

    let res = scheduler.start {
      Observable.combineLatest(e0, e1) { a, b throws -> Int in
        if a == 4 { throw testError }
        return a + b
      }
    }

    XCTAssertEqual(res.events, [.next(220, 5), .error(225, testError)])
    XCTAssertEqual(e0.subscriptions, [Subscription(200, 225)])
    XCTAssertEqual(e1.subscriptions, [Subscription(200, 225)])
  }

  // MARK: - Collection form

  func testEmptyCollectionEmitsSelectorOfEmptyArrayAndCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.combineLatest([Observable<Int>]()) { $0.count + 42 } }
    XCTAssertEqual(res.events, [.next(200, 42), .completed(200)])
  }

  func testEmptyCollectionWithoutSelectorEmitsAnEmptyArrayAndCompletes() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.combineLatest([Observable<Int>]()) }
    XCTAssertEqual(res.events, [.next(200, []), .completed(200)])
  }

  func testEmptyCollectionWithThrowingSelectorFails() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start {
      Observable.combineLatest([Observable<Int>]()) { _ throws -> Int in throw testError }
    }
    XCTAssertEqual(res.events, [.error(200, testError)])
  }

  func testCollectionCombinesInCollectionOrder() {
    let scheduler = TestScheduler(initialClock: 0)
    let e0 = scheduler.createHotObservable([.next(150, 1), .next(210, 1), .next(250, 4), .completed(420)])
    let e1 = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .next(240, 5), .completed(410)])
    let e2 = scheduler.createHotObservable([.next(150, 1), .next(230, 3), .next(260, 6), .completed(400)])

    let res = scheduler.start { Observable.combineLatest([e0, e1, e2]) }

    XCTAssertEqual(
      res.events,
      [.next(230, [1, 2, 3]), .next(240, [1, 5, 3]), .next(250, [4, 5, 3]), .next(260, [4, 5, 6]), .completed(420)])
    XCTAssertEqual(e0.subscriptions, [Subscription(200, 420)])
    XCTAssertEqual(e1.subscriptions, [Subscription(200, 410)])
    XCTAssertEqual(e2.subscriptions, [Subscription(200, 400)])
  }

  func testCollectionErrorDisposesEverySource() {
    let scheduler = TestScheduler(initialClock: 0)
    let e0 = scheduler.createHotObservable([.next(150, 1), .next(210, 1), .completed(400)])
    let e1 = scheduler.createHotObservable([.next(150, 1), .error(230, testError)] as [Recorded<Event<Int>>])
    let e2 = scheduler.createHotObservable([.next(150, 1), .next(220, 3), .completed(400)])

    let res = scheduler.start { Observable.combineLatest([e0, e1, e2]) { $0.reduce(0, +) } }

    XCTAssertEqual(res.events, [.error(230, testError)])
    XCTAssertEqual(e0.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(e1.subscriptions, [Subscription(200, 230)])
    XCTAssertEqual(e2.subscriptions, [Subscription(200, 230)])
  }

  func testCollectionSelectorThrowingFailsTheResult() {
    let scheduler = TestScheduler(initialClock: 0)
    let e0 = scheduler.createHotObservable([.next(150, 1), .next(210, 1), .next(240, 2), .completed(400)])
    let e1 = scheduler.createHotObservable([.next(150, 1), .next(220, 3), .completed(400)])

    let res = scheduler.start {
      Observable.combineLatest([e0, e1]) { values throws -> Int in
        if values[0] == 2 { throw testError }
        return values[0] + values[1]
      }
    }

    XCTAssertEqual(res.events, [.next(220, 4), .error(240, testError)])
    XCTAssertEqual(e0.subscriptions, [Subscription(200, 240)])
    XCTAssertEqual(e1.subscriptions, [Subscription(200, 240)])
  }

  // MARK: - Subscription order and threads

  func testSubscribesAndDisposesSourcesInOrder() {
    var log: [String] = []
    func source(_ name: String) -> Observable<Int> {
      Observable.create { _ in
        log.append("subscribe \(name)")
        return Disposables.create { log.append("dispose \(name)") }
      }
    }

    Observable.combineLatest(source("a"), source("b"), source("c")) { $0 + $1 + $2 }.subscribe().dispose()

    XCTAssertEqual(
      log, ["subscribe a", "subscribe b", "subscribe c", "dispose a", "dispose b", "dispose c"])
  }

  func testSourcesOnSeveralThreadsAreCombinedOneAtATimeWithoutLoss() {
    let count = 3
    let perThread = 300
    let subjects = (0..<count).map { _ in PublishSubject<Int>() }
    let recorder = ConcurrencyRecorder<[Int]>()
    let subscription = Observable.combineLatest(subjects.map { $0.asObservable() }).subscribe(recorder)
    for subject in subjects { subject.onNext(0) }

    DispatchQueue.concurrentPerform(iterations: count) { index in
      for value in 1...perThread { subjects[index].onNext(value) }
    }
    for subject in subjects { subject.onCompleted() }
    subscription.dispose()

    let events = recorder.events
    let combinations = events.compactMap(\.element)
    XCTAssertEqual(recorder.overlapCount, 0, "two combinations were delivered at the same time")
    XCTAssertEqual(combinations.count, 1 + count * perThread)
    XCTAssertEqual(combinations.first, Array(repeating: 0, count: count))
    XCTAssertEqual(combinations.last, Array(repeating: perThread, count: count))
    let badSteps = zip(combinations, combinations.dropFirst()).filter { previous, next in
      let changed = (0..<count).filter { previous[$0] != next[$0] }
      return changed.count != 1 || changed.contains { next[$0] != previous[$0] + 1 }
    }
    XCTAssertEqual(
      badSteps.count, 0, "combinations that are not one step after the previous one: \(badSteps.prefix(3))")
    XCTAssertEqual(events.last.map { $0.isCompleted }, true)
  }
}
