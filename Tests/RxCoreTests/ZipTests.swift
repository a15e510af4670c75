import RxCore
import RxTesting
import XCTest

private struct ZipTestError: Error, Equatable {
  let code: Int
}

private let testError = ZipTestError(code: 0)
private let otherError = ZipTestError(code: 1)

/// Source `k` (0-based) of the arity scenario: emits `k + 1` at 210 + 10k and `10 (k + 1)` at 500 + 10k, then
/// completes at 600 + 10k (its `.next(150, -1)` happens before the subscription and must not be seen).
private func scenarioSources(_ scheduler: TestScheduler, count: Int) -> [TestableObservable<Int>] {
  (0..<count).map { k in
    scheduler.createHotObservable([
      .next(150, -1), .next(210 + 10 * k, k + 1), .next(500 + 10 * k, 10 * (k + 1)), .completed(600 + 10 * k),
    ])
  }
}

/// What zip emits for the arity scenario: the first elements when the last source emits its first, the second
/// elements when the last source emits its second, completion when the last source completes.
private func expectedScenario(count: Int) -> [Recorded<Event<[Int]>>] {
  [
    .next(210 + 10 * (count - 1), Array(1...count)),
    .next(500 + 10 * (count - 1), (1...count).map { 10 * $0 }),
    .completed(600 + 10 * (count - 1)),
  ]
}

private func arrays<T>(_ events: [Recorded<Event<T>>], _ toArray: (T) -> [Int]) -> [Recorded<Event<[Int]>>] {
  events.map { Recorded(time: $0.time, value: $0.value.map(toArray)) }
}

final class ZipTests: RxTestCase {
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
    verifyScenario(count: 2, make: { s in Observable.zip(s[0], s[1]) { [$0, $1] } }, toArray: { $0 })
    verifyScenario(count: 2, make: { s in Observable.zip(s[0], s[1]) }, toArray: { [$0.0, $0.1] })
  }

  func testThreeSources() {
    verifyScenario(count: 3, make: { s in Observable.zip(s[0], s[1], s[2]) { [$0, $1, $2] } }, toArray: { $0 })
    verifyScenario(count: 3, make: { s in Observable.zip(s[0], s[1], s[2]) }, toArray: { [$0.0, $0.1, $0.2] })
  }

  func testFourSources() {
    verifyScenario(
      count: 4, make: { s in Observable.zip(s[0], s[1], s[2], s[3]) { [$0, $1, $2, $3] } }, toArray: { $0 })
    verifyScenario(
      count: 4, make: { s in Observable.zip(s[0], s[1], s[2], s[3]) }, toArray: { [$0.0, $0.1, $0.2, $0.3] })
  }

  func testFiveSources() {
    verifyScenario(
      count: 5, make: { s in Observable.zip(s[0], s[1], s[2], s[3], s[4]) { [$0, $1, $2, $3, $4] } },
      toArray: { $0 })
    verifyScenario(
      count: 5, make: { s in Observable.zip(s[0], s[1], s[2], s[3], s[4]) },
      toArray: { [$0.0, $0.1, $0.2, $0.3, $0.4] })
  }

  func testSixSources() {
    verifyScenario(
      count: 6, make: { s in Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5]) { [$0, $1, $2, $3, $4, $5] } },
      toArray: { $0 })
    verifyScenario(
      count: 6, make: { s in Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5]) },
      toArray: { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5] })
  }

  func testSevenSources() {
    verifyScenario(
      count: 7,
      make: { s in Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) { [$0, $1, $2, $3, $4, $5, $6] } },
      toArray: { $0 })
    verifyScenario(
      count: 7, make: { s in Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6]) },
      toArray: { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6] })
  }

  func testEightSources() {
    verifyScenario(
      count: 8,
      make: { s in
        Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) { [$0, $1, $2, $3, $4, $5, $6, $7] }
      },
      toArray: { $0 })
    verifyScenario(
      count: 8, make: { s in Observable.zip(s[0], s[1], s[2], s[3], s[4], s[5], s[6], s[7]) },
      toArray: { [$0.0, $0.1, $0.2, $0.3, $0.4, $0.5, $0.6, $0.7] })
  }

  func testCollectionOfSources() {
    for count in [1, 2, 3, 5] {
      verifyScenario(count: count, make: { Observable.zip($0) }, toArray: { $0 })
      verifyScenario(count: count, make: { Observable.zip($0) { $0 } }, toArray: { $0 })
    }
  }

  // MARK: - Pairing and completion (fixed arity)

  func testElementsWaitForTheirPartners() {
    let scheduler = TestScheduler(initialClock: 0)
    let e0 = scheduler.createHotObservable([
      .next(150, 1), .next(210, 1), .next(220, 2), .next(230, 3), .completed(500),
    ])
    let e1 = scheduler.createHotObservable([.next(150, 1), .next(300, 10), .next(310, 20), .completed(400)])

    let res = scheduler.start { Observable.zip(e0, e1) { $0 + $1 } }

    XCTAssertEqual(res.events, [.next(300, 11), .next(310, 22), .completed(500)])
    XCTAssertEqual(e0.subscriptions, [Subscription(200, 500)])
    XCTAssertEqual(e1.subscriptions, [Subscription(200, 400)])
  }

  func testNeverAndEmptyNeverComplete() {
    let scheduler = TestScheduler(initialClock: 0)
    let never = scheduler.createHotObservable([.next(150, 1)])
    let empty = scheduler.createHotObservable([.next(150, 1), .completed(210)])

    let res = scheduler.start { Observable.zip(never, empty) { $0 + $1 } }

    XCTAssertEqual(res.events, [])
    XCTAssertEqual(never.subscriptions, [Subscription(200, 1000)])
    XCTAssertEqual(empty.subscriptions, [Subscription(200, 210)])
  }

  func testFixedArityWaitsForEverySourceToComplete() {
    let scheduler = TestScheduler(initialClock: 0)
    let empty = scheduler.createHotObservable([.next(150, 1), .completed(210)])
    let other = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])

    let res = scheduler.start { Observable.zip(empty, other) { $0 + $1 } }

    XCTAssertEqual(res.events, [.completed(220)])
    XCTAssertEqual(empty.subscriptions, [Subscription(200, 210)])
    XCTAssertEqual(other.subscriptions, [Subscription(200, 220)])
  }

  func testLeftCompletesFirst() {
    let scheduler = TestScheduler(initialClock: 0)
    let o1 = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(220)])
    let o2 = scheduler.createHotObservable([.next(150, 1), .next(215, 4), .completed(225)])

    let res = scheduler.start { Observable.zip(o1, o2) { $0 + $1 } }

    XCTAssertEqual(res.events, [.next(215, 6), .completed(225)])
    XCTAssertEqual(o1.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(o2.subscriptions, [Subscription(200, 225)])
  }

  // MARK: - Errors

  func testFirstErrorWinsAndDisposesEverySource() {
    let scheduler = TestScheduler(initialClock: 0)
    let o1 = scheduler.createHotObservable([.next(150, 1), .error(230, otherError)] as [Recorded<Event<Int>>])
    let o2 = scheduler.createHotObservable([.next(150, 1), .error(220, testError)] as [Recorded<Event<Int>>])

    let res = scheduler.start { Observable.zip(o1, o2) { $0 + $1 } }

    XCTAssertEqual(res.events, [.error(220, testError)])
    XCTAssertEqual(o1.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(o2.subscriptions, [Subscription(200, 220)])
  }

  func testErrorWhileElementsWaitIsForwarded() {
    let scheduler = TestScheduler(initialClock: 0)
    let o1 = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(230)])
    let o2 = scheduler.createHotObservable([.next(150, 1), .error(220, testError)] as [Recorded<Event<Int>>])

    let res = scheduler.start { Observable.zip(o1, o2) { $0 + $1 } }

    XCTAssertEqual(res.events, [.error(220, testError)])
    XCTAssertEqual(o1.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(o2.subscriptions, [Subscription(200, 220)])
  }

  func testResultSelectorThrowingFailsTheResult() {
    let scheduler = TestScheduler(initialClock: 0)
    let o1 = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .completed(220)])
    let o2 = scheduler.createHotObservable([.next(150, 1), .next(210, 4)])

    let res = scheduler.start { Observable.zip(o1, o2) { _, _ throws -> Int in throw testError } }

    XCTAssertEqual(res.events, [.error(220, testError)])
    XCTAssertEqual(o1.subscriptions, [Subscription(200, 220)])
    XCTAssertEqual(o2.subscriptions, [Subscription(200, 220)])
  }

  // MARK: - Collection form

  func testCollectionsOfUpToEightSourcesAndOfMorePairAlike() {
    // Up to eight sources keep their state inline, more in arrays: 8 and 9 are both sides of that line.
    for count in [1, 2, 8, 9, 12] {
      verifyScenario(count: count, make: { Observable.zip($0) }, toArray: { $0 })
    }
  }

  func testEmptyCollectionCompletesAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.zip([Observable<Int>]()) }
    XCTAssertEqual(res.events, [.completed(200)])
  }

  func testCollectionPairsByIndex() {
    let scheduler = TestScheduler(initialClock: 0)
    let e0 = scheduler.createHotObservable([.next(150, 1), .next(210, 1), .next(250, 4), .completed(420)])
    let e1 = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .next(240, 5), .completed(410)])
    let e2 = scheduler.createHotObservable([.next(150, 1), .next(230, 3), .next(260, 6), .completed(400)])

    let res = scheduler.start { Observable.zip([e0, e1, e2]) }

    XCTAssertEqual(res.events, [.next(230, [1, 2, 3]), .next(260, [4, 5, 6]), .completed(420)])
    XCTAssertEqual(e0.subscriptions, [Subscription(200, 420)])
    XCTAssertEqual(e1.subscriptions, [Subscription(200, 410)])
    XCTAssertEqual(e2.subscriptions, [Subscription(200, 400)])
  }

  func testCollectionCompletesWhenOnlyOneSourceCanStillEmit() {
    let scheduler = TestScheduler(initialClock: 0)
    let e0 = scheduler.createHotObservable([.next(150, 1), .next(210, 1), .next(250, 4), .completed(270)])
    let e1 = scheduler.createHotObservable([
      .next(150, 1), .next(220, 2), .next(240, 5), .next(290, 7), .next(310, 9), .completed(410),
    ])
    let e2 = scheduler.createHotObservable([
      .next(150, 1), .next(230, 3), .next(260, 6), .next(280, 8), .completed(300),
    ])

    let res = scheduler.start { Observable.zip([e0, e1, e2]) { $0 } }

    XCTAssertEqual(res.events, [.next(230, [1, 2, 3]), .next(260, [4, 5, 6]), .completed(310)])
    XCTAssertEqual(e0.subscriptions, [Subscription(200, 270)])
    XCTAssertEqual(e1.subscriptions, [Subscription(200, 310)])
    XCTAssertEqual(e2.subscriptions, [Subscription(200, 300)])
  }

  func testCollectionErrorDisposesEverySource() {
    let scheduler = TestScheduler(initialClock: 0)
    let e0 = scheduler.createHotObservable([.next(150, 1), .next(210, 1), .error(250, testError)])
    let e1 = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .next(240, 5), .completed(410)])
    let e2 = scheduler.createHotObservable([.next(150, 1), .next(230, 3), .next(260, 6), .completed(400)])

    let res = scheduler.start { Observable.zip([e0, e1, e2]) }

    XCTAssertEqual(res.events, [.next(230, [1, 2, 3]), .error(250, testError)])
    XCTAssertEqual(e0.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(e1.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(e2.subscriptions, [Subscription(200, 250)])
  }

  func testCollectionSelectorThrowingFailsTheResult() {
    let scheduler = TestScheduler(initialClock: 0)
    let e0 = scheduler.createHotObservable([.next(150, 1), .next(210, 1), .next(250, 4), .completed(420)])
    let e1 = scheduler.createHotObservable([.next(150, 1), .next(220, 2), .next(240, 5), .completed(410)])

    let res = scheduler.start {
      Observable.zip([e0, e1]) { values throws -> Int in
        if values[0] == 4 { throw testError }
        return values[0] + values[1]
      }
    }

    XCTAssertEqual(res.events, [.next(220, 3), .error(250, testError)])
    XCTAssertEqual(e0.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(e1.subscriptions, [Subscription(200, 250)])
  }

  // MARK: - Subscription order and synchronous sources

  func testSubscribesAndDisposesSourcesInOrder() {
    var log: [String] = []
    func source(_ name: String) -> Observable<Int> {
      Observable.create { _ in
        log.append("subscribe \(name)")
        return Disposables.create { log.append("dispose \(name)") }
      }
    }

    Observable.zip([source("a"), source("b"), source("c")]).subscribe().dispose()

    XCTAssertEqual(log, ["subscribe a", "subscribe b", "subscribe c", "dispose a", "dispose b", "dispose c"])
  }

  func testSynchronousSourcesArePaired() {
    var received: [Event<String>] = []
    _ = Observable.zip(Observable.of(1, 2, 3), Observable.of("a", "b")) { "\($0)\($1)" }
      .subscribe { received.append($0) }
    XCTAssertEqual(received, [.next("1a"), .next("2b"), .completed])
  }
}
