import Dispatch
import RxCore
import RxTesting
import XCTest

private struct MergeTestError: Error, Equatable {}

private let testError = MergeTestError()

/// Lines appended from several threads, in order.
private final class ThreadSafeLog: @unchecked Sendable {
  private let lock = LockedValue<Void>(())
  private var storage: [String] = []

  var lines: [String] { lock.withLock { _ in storage } }

  func append(_ line: String) {
    lock.withLock { _ in storage.append(line) }
  }
}

final class MergeTests: RxTestCase {
  /// The four inner sequences of RxSwift's merge(maxConcurrent:) tests.
  private func makeInners(_ scheduler: TestScheduler, secondEnd: Int = 200, thirdEnd: Recorded<Event<Int>>? = nil)
    -> [TestableObservable<Int>]
  {
    [
      scheduler.createColdObservable([.next(50, 1), .next(100, 2), .next(120, 3), .completed(140)]),
      scheduler.createColdObservable([.next(20, 4), .next(70, 5), .completed(secondEnd)]),
      scheduler.createColdObservable([.next(10, 6), .next(90, 7), .next(110, 8), thirdEnd ?? .completed(130)]),
      scheduler.createColdObservable([.next(210, 9), .next(240, 10), .completed(300)]),
    ]
  }

  // MARK: - Synchronous sources

  func testSynchronousInnerSequencesAreAllDelivered() {
    var received: [Int] = []
    _ = Observable.of(Observable.of(0, 1, 2), Observable.of(0, 1, 2), Observable.of(0, 1, 2)).merge()
      .subscribe(onNext: { received.append($0) })
    XCTAssertEqual(received.sorted(), [0, 0, 0, 1, 1, 1, 2, 2, 2])
  }

  func testSynchronousErrorIsDeliveredOnce() {
    var errors = 0
    var elements = 0
    _ = Observable.of(
      Observable.of(0, 1, 2), Observable.concat([Observable.of(0, 1), Observable.error(testError)]),
      Observable.of(0, 1, 2)
    )
    .merge()
    .subscribe(onNext: { _ in elements += 1 }, onError: { _ in errors += 1 })
    XCTAssertEqual(errors, 1)
    XCTAssertLessThan(elements, 9)
  }

  func testEmptyOuterAndEmptyInnerComplete() {
    var completions = 0
    _ = Observable<Observable<Int>>.empty().merge().subscribe(onCompleted: { completions += 1 })
    _ = Observable.just(Observable<Int>.empty()).merge().subscribe(onCompleted: { completions += 1 })
    _ = Observable.just(Observable<Int>.empty()).merge(maxConcurrent: 1).subscribe(onCompleted: { completions += 1 })
    XCTAssertEqual(completions, 3)
  }

  func testSynchronousInnerSequencesWithLimitAreDeliveredInOrder() {
    var received: [Int] = []
    var completed = false
    _ = Observable.of(Observable.of(0, 1, 2), Observable.of(3, 4), Observable.of(5)).merge(maxConcurrent: 1)
      .subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
    XCTAssertEqual(received, [0, 1, 2, 3, 4, 5])
    XCTAssertTrue(completed)
  }

  func testLongQueueOfSynchronousInnerSequencesDoesNotRecurse() {
    let count = 20_000
    let first = PublishSubject<Int>()
    var sum = 0
    var completed = false
    let inners = [first.asObservable()] + Array(repeating: Observable.just(1), count: count)
    let subscription = Observable.from(inners).merge(maxConcurrent: 1)
      .subscribe(onNext: { sum += $0 }, onCompleted: { completed = true })

    first.onCompleted()
    subscription.dispose()

    XCTAssertEqual(sum, count)
    XCTAssertTrue(completed)
  }

  // MARK: - merge()

  func testMergeInterleavesInnerSequences() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys1 = scheduler.createColdObservable([
      .next(10, 101), .next(20, 102), .next(110, 103), .next(120, 104), .next(210, 105), .next(220, 106),
      .completed(230),
    ])
    let ys2 = scheduler.createColdObservable([
      .next(10, 201), .next(20, 202), .next(30, 203), .next(40, 204), .completed(50),
    ])
    let ys3 = scheduler.createColdObservable([
      .next(10, 301), .next(20, 302), .next(30, 303), .next(40, 304), .next(120, 305), .completed(150),
    ])
    let xs = scheduler.createHotObservable([.next(300, ys1), .next(400, ys2), .next(500, ys3), .completed(600)])

    let res = scheduler.start { xs.merge() }

    XCTAssertEqual(
      res.events,
      [
        .next(310, 101), .next(320, 102), .next(410, 103), .next(410, 201), .next(420, 104), .next(420, 202),
        .next(430, 203), .next(440, 204), .next(510, 105), .next(510, 301), .next(520, 106), .next(520, 302),
        .next(530, 303), .next(540, 304), .next(620, 305), .completed(650),
      ])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
    XCTAssertEqual(ys1.subscriptions, [Subscription(300, 530)])
    XCTAssertEqual(ys2.subscriptions, [Subscription(400, 450)])
    XCTAssertEqual(ys3.subscriptions, [Subscription(500, 650)])
  }

  func testMergeCompletesWithOuterWhenInnersAreDone() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys1 = scheduler.createColdObservable([.next(10, 101), .next(20, 102), .completed(230)])
    let ys2 = scheduler.createColdObservable([.next(10, 201), .completed(50)])
    let xs = scheduler.createHotObservable([.next(300, ys1), .next(400, ys2), .completed(600)])

    let res = scheduler.start { xs.merge() }

    XCTAssertEqual(res.events, [.next(310, 101), .next(320, 102), .next(410, 201), .completed(600)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 600)])
    XCTAssertEqual(ys1.subscriptions, [Subscription(300, 530)])
    XCTAssertEqual(ys2.subscriptions, [Subscription(400, 450)])
  }

  func testMergeInnerErrorDisposesEverything() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys1 = scheduler.createColdObservable([.next(10, 101), .next(20, 102), .next(110, 103), .completed(230)])
    let ys2 = scheduler.createColdObservable([.next(10, 201), .error(50, testError)])
    let ys3 = scheduler.createColdObservable([.next(10, 301), .completed(150)])
    let xs = scheduler.createHotObservable([.next(300, ys1), .next(400, ys2), .next(500, ys3), .completed(600)])

    let res = scheduler.start { xs.merge() }

    XCTAssertEqual(
      res.events, [.next(310, 101), .next(320, 102), .next(410, 103), .next(410, 201), .error(450, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 450)])
    XCTAssertEqual(ys1.subscriptions, [Subscription(300, 450)])
    XCTAssertEqual(ys2.subscriptions, [Subscription(400, 450)])
    XCTAssertEqual(ys3.subscriptions, [])
  }

  func testMergeOuterErrorDisposesRunningInners() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys1 = scheduler.createColdObservable([.next(10, 101), .next(110, 103), .next(220, 106), .completed(230)])
    let ys2 = scheduler.createColdObservable([.next(10, 201), .completed(50)])
    let xs = scheduler.createHotObservable([.next(300, ys1), .next(400, ys2), .error(500, testError)])

    let res = scheduler.start { xs.merge() }

    XCTAssertEqual(res.events, [.next(310, 101), .next(410, 103), .next(410, 201), .error(500, testError)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 500)])
    XCTAssertEqual(ys1.subscriptions, [Subscription(300, 500)])
    XCTAssertEqual(ys2.subscriptions, [Subscription(400, 450)])
  }

  // MARK: - merge(maxConcurrent:)

  func testLimitTwoQueuesTheThirdInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = makeInners(scheduler)
    let xs = scheduler.createHotObservable([
      .next(210, ys[0]), .next(260, ys[1]), .next(270, ys[2]), .next(320, ys[3]), .completed(400),
    ])

    let res = scheduler.start { xs.merge(maxConcurrent: 2) }

    XCTAssertEqual(
      res.events,
      [
        .next(260, 1), .next(280, 4), .next(310, 2), .next(330, 3), .next(330, 5), .next(360, 6), .next(440, 7),
        .next(460, 8), .next(670, 9), .next(700, 10), .completed(760),
      ])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    XCTAssertEqual(ys[0].subscriptions, [Subscription(210, 350)])
    XCTAssertEqual(ys[1].subscriptions, [Subscription(260, 460)])
    XCTAssertEqual(ys[2].subscriptions, [Subscription(350, 480)])
    XCTAssertEqual(ys[3].subscriptions, [Subscription(460, 760)])
  }

  func testLimitTwoWithLongSecondInner() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = makeInners(scheduler, secondEnd: 300)
    let xs = scheduler.createHotObservable([
      .next(210, ys[0]), .next(260, ys[1]), .next(270, ys[2]), .next(320, ys[3]), .completed(400),
    ])

    let res = scheduler.start { xs.merge(maxConcurrent: 2) }

    XCTAssertEqual(
      res.events,
      [
        .next(260, 1), .next(280, 4), .next(310, 2), .next(330, 3), .next(330, 5), .next(360, 6), .next(440, 7),
        .next(460, 8), .next(690, 9), .next(720, 10), .completed(780),
      ])
    XCTAssertEqual(ys[0].subscriptions, [Subscription(210, 350)])
    XCTAssertEqual(ys[1].subscriptions, [Subscription(260, 560)])
    XCTAssertEqual(ys[2].subscriptions, [Subscription(350, 480)])
    XCTAssertEqual(ys[3].subscriptions, [Subscription(480, 780)])
  }

  func testLimitThreeRunsEveryInnerAtOnceAndCompletesAfterOuter() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = makeInners(scheduler, secondEnd: 300)
    let xs = scheduler.createHotObservable([
      .next(210, ys[0]), .next(260, ys[1]), .next(270, ys[2]), .next(420, ys[3]), .completed(750),
    ])

    let res = scheduler.start { xs.merge(maxConcurrent: 3) }

    XCTAssertEqual(
      res.events,
      [
        .next(260, 1), .next(280, 4), .next(280, 6), .next(310, 2), .next(330, 3), .next(330, 5), .next(360, 7),
        .next(380, 8), .next(630, 9), .next(660, 10), .completed(750),
      ])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 750)])
    XCTAssertEqual(ys[0].subscriptions, [Subscription(210, 350)])
    XCTAssertEqual(ys[1].subscriptions, [Subscription(260, 560)])
    XCTAssertEqual(ys[2].subscriptions, [Subscription(270, 400)])
    XCTAssertEqual(ys[3].subscriptions, [Subscription(420, 720)])
  }

  func testLimitDisposalDisposesRunningInnersAndDropsWaitingOnes() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = makeInners(scheduler)
    let xs = scheduler.createHotObservable([
      .next(210, ys[0]), .next(260, ys[1]), .next(270, ys[2]), .next(320, ys[3]), .completed(400),
    ])

    let res = scheduler.start(disposed: 450) { xs.merge(maxConcurrent: 2) }

    XCTAssertEqual(
      res.events,
      [.next(260, 1), .next(280, 4), .next(310, 2), .next(330, 3), .next(330, 5), .next(360, 6), .next(440, 7)])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    XCTAssertEqual(ys[0].subscriptions, [Subscription(210, 350)])
    XCTAssertEqual(ys[1].subscriptions, [Subscription(260, 450)])
    XCTAssertEqual(ys[2].subscriptions, [Subscription(350, 450)])
    XCTAssertEqual(ys[3].subscriptions, [])
  }

  func testLimitOuterError() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = makeInners(scheduler)
    let xs = scheduler.createHotObservable([
      .next(210, ys[0]), .next(260, ys[1]), .next(270, ys[2]), .next(320, ys[3]), .error(400, testError),
    ])

    let res = scheduler.start { xs.merge(maxConcurrent: 2) }

    XCTAssertEqual(
      res.events,
      [
        .next(260, 1), .next(280, 4), .next(310, 2), .next(330, 3), .next(330, 5), .next(360, 6),
        .error(400, testError),
      ])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    XCTAssertEqual(ys[0].subscriptions, [Subscription(210, 350)])
    XCTAssertEqual(ys[1].subscriptions, [Subscription(260, 400)])
    XCTAssertEqual(ys[2].subscriptions, [Subscription(350, 400)])
    XCTAssertEqual(ys[3].subscriptions, [])
  }

  func testLimitInnerError() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys = makeInners(scheduler, thirdEnd: .error(140, testError))
    let xs = scheduler.createHotObservable([
      .next(210, ys[0]), .next(260, ys[1]), .next(270, ys[2]), .next(320, ys[3]), .completed(400),
    ])

    let res = scheduler.start { xs.merge(maxConcurrent: 2) }

    XCTAssertEqual(
      res.events,
      [
        .next(260, 1), .next(280, 4), .next(310, 2), .next(330, 3), .next(330, 5), .next(360, 6), .next(440, 7),
        .next(460, 8), .error(490, testError),
      ])
    XCTAssertEqual(xs.subscriptions, [Subscription(200, 400)])
    XCTAssertEqual(ys[0].subscriptions, [Subscription(210, 350)])
    XCTAssertEqual(ys[1].subscriptions, [Subscription(260, 460)])
    XCTAssertEqual(ys[2].subscriptions, [Subscription(350, 490)])
    XCTAssertEqual(ys[3].subscriptions, [Subscription(460, 490)])
  }

  func testLimitBelowOneFailsWithoutSubscribing() {
    for limit in [0, -3] {
      let scheduler = TestScheduler(initialClock: 0)
      let xs = scheduler.createHotObservable([.next(210, Observable.just(1)), .completed(300)])

      let res = scheduler.start { xs.merge(maxConcurrent: limit) }

      XCTAssertEqual(res.events, [.error(200, RxError.argumentOutOfRange)])
      XCTAssertEqual(xs.subscriptions, [])
    }
  }

  // MARK: - Observable.merge(_:)

  func testStaticMergeOfNothingCompletesAtOnce() {
    let factories: [() -> Observable<Int>] = [
      { Observable.merge() }, { Observable.merge([]) }, { Observable.merge(AnyCollection([])) },
    ]
    for factory in factories {
      let scheduler = TestScheduler(initialClock: 0)
      let res = scheduler.start(factory)
      XCTAssertEqual(res.events, [.completed(200)])
    }
  }

  func testStaticMergeWaitsForEverySource() {
    let factories: [(Observable<Int>, Observable<Int>) -> Observable<Int>] = [
      { Observable.merge($0, $1) }, { Observable.merge([$0, $1]) }, { Observable.merge(AnyCollection([$0, $1])) },
    ]
    for factory in factories {
      let scheduler = TestScheduler(initialClock: 0)
      let ys2 = scheduler.createColdObservable([.next(10, 201), .next(20, 202), .completed(50)])

      let res = scheduler.start { factory(Observable.empty(), ys2.asObservable()) }

      XCTAssertEqual(res.events, [.next(210, 201), .next(220, 202), .completed(250)])
      XCTAssertEqual(ys2.subscriptions, [Subscription(200, 250)])
    }
  }

  func testStaticMergeOfEmptySourcesCompletesAtOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let res = scheduler.start { Observable.merge(Observable<Int>.empty(), Observable<Int>.empty()) }
    XCTAssertEqual(res.events, [.completed(200)])
  }

  func testStaticMergeInterleavesSources() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys1 = scheduler.createColdObservable([.next(10, 101), .next(20, 102), .completed(230)])
    let ys2 = scheduler.createColdObservable([.next(10, 201), .next(20, 202), .completed(50)])
    let ys3 = scheduler.createColdObservable([.next(10, 301), .next(20, 302), .completed(150)])

    let res = scheduler.start { Observable.merge(ys1.asObservable(), ys2.asObservable(), ys3.asObservable()) }

    XCTAssertEqual(
      res.events,
      [
        .next(210, 101), .next(210, 201), .next(210, 301), .next(220, 102), .next(220, 202), .next(220, 302),
        .completed(430),
      ])
    XCTAssertEqual(ys1.subscriptions, [Subscription(200, 430)])
    XCTAssertEqual(ys2.subscriptions, [Subscription(200, 250)])
    XCTAssertEqual(ys3.subscriptions, [Subscription(200, 350)])
  }

  func testStaticMergeErrorDisposesEverySource() {
    let scheduler = TestScheduler(initialClock: 0)
    let ys1 = scheduler.createColdObservable([.next(10, 101), .next(20, 102), .completed(230)])
    let ys2 = scheduler.createColdObservable([.next(10, 201), .error(15, testError)])
    let ys3 = scheduler.createColdObservable([.next(10, 301), .next(20, 302), .completed(150)])

    let res = scheduler.start { Observable.merge([ys1.asObservable(), ys2.asObservable(), ys3.asObservable()]) }

    XCTAssertEqual(res.events, [.next(210, 101), .next(210, 201), .next(210, 301), .error(215, testError)])
    XCTAssertEqual(ys1.subscriptions, [Subscription(200, 215)])
    XCTAssertEqual(ys2.subscriptions, [Subscription(200, 215)])
    XCTAssertEqual(ys3.subscriptions, [Subscription(200, 215)])
  }

  func testSubscribesAndDisposesInOrder() {
    var log: [String] = []
    func source(_ name: String) -> Observable<Int> {
      Observable.create { _ in
        log.append("subscribe \(name)")
        return Disposables.create { log.append("dispose \(name)") }
      }
    }

    Observable.merge(source("a"), source("b")).subscribe().dispose()
    let outer = Observable<Observable<Int>>.create { observer in
      log.append("subscribe outer")
      observer.onNext(source("inner"))
      return Disposables.create { log.append("dispose outer") }
    }
    outer.merge().subscribe().dispose()

    XCTAssertEqual(
      log,
      [
        "subscribe a", "subscribe b", "dispose a", "dispose b",
        "subscribe outer", "subscribe inner", "dispose outer", "dispose inner",
      ])
  }

  // MARK: - Threads and reentrancy

  func testSourcesOnSeveralThreadsAreDeliveredOneAtATimeWithoutLoss() {
    let threads = 4
    let perThread = 500
    let subjects = (0..<threads).map { _ in PublishSubject<Int>() }
    let recorder = ConcurrencyRecorder<Int>()
    let subscription = Observable.merge(subjects.map { $0.asObservable() }).subscribe(recorder)

    DispatchQueue.concurrentPerform(iterations: threads) { index in
      for value in 0..<perThread { subjects[index].onNext(index * perThread + value) }
      subjects[index].onCompleted()
    }
    subscription.dispose()

    let events = recorder.events
    let elements = events.compactMap(\.element)
    XCTAssertEqual(recorder.overlapCount, 0, "two events were delivered at the same time")
    XCTAssertEqual(elements.count, threads * perThread)
    XCTAssertTrue(elements.sorted() == Array(0..<(threads * perThread)), "an element was lost or duplicated")
    XCTAssertEqual(events.filter(\.isCompleted).count, 1)
    XCTAssertEqual(events.last.map(\.isCompleted), true)
    for index in 0..<threads {
      let fromSource = elements.filter { $0 / perThread == index }
      let expected = Array((index * perThread)..<((index + 1) * perThread))
      XCTAssertTrue(fromSource == expected, "the elements of source \(index) were reordered")
    }
  }

  func testEventFromAnotherThreadDuringADeliveryWaitsAndIsDeliveredAfterIt() {
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    let firstIsBeingDelivered = DispatchSemaphore(value: 0)
    let secondWasSent = DispatchSemaphore(value: 0)
    let log = ThreadSafeLog()
    let observer = AnyObserver<Int> { event in
      guard let value = event.element else { return }
      log.append("begin \(value)")
      if value == 1 {
        firstIsBeingDelivered.signal()
        let result = secondWasSent.wait(timeout: .now() + 10)
        log.append(result == .success ? "second was sent" : "timed out waiting for the other thread")
      }
      log.append("end \(value)")
    }
    let subscription = Observable.merge(first.asObservable(), second.asObservable()).subscribe(observer)
    // `second` is captured weakly: the block may outlive the test by a moment, and must not keep the subject alive
    // when tearDown counts resources.
    DispatchQueue.global().async { [weak second] in
      _ = firstIsBeingDelivered.wait(timeout: .now() + 10)
      second?.onNext(2)
      log.append("sent 2")
      secondWasSent.signal()
    }

    first.onNext(1)
    subscription.dispose()

    XCTAssertEqual(log.lines, ["begin 1", "sent 2", "second was sent", "end 1", "begin 2", "end 2"])
  }

  func testReentrantEventFromObserverIsDeliveredNested() {
    let first = PublishSubject<Int>()
    let second = PublishSubject<Int>()
    var received: [String] = []
    let observer = AnyObserver<Int> { event in
      guard let value = event.element else { return }
      received.append("begin \(value)")
      if value == 1 { second.onNext(2) }
      received.append("end \(value)")
    }
    let subscription = Observable.merge(first.asObservable(), second.asObservable()).subscribe(observer)

    first.onNext(1)
    first.onNext(3)
    subscription.dispose()

    XCTAssertEqual(received, ["begin 1", "begin 2", "end 2", "end 1", "begin 3", "end 3"])
  }
}
