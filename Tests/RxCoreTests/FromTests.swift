import RxCore
import RxTesting
import XCTest

final class FromTests: RxTestCase {
  func testOfEmitsOneElementPerScheduledStep() {
    let scheduler = TestScheduler(initialClock: 0)

    let res = scheduler.start { Observable.of(1, 2, 3, scheduler: scheduler) }

    XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2), .next(203, 3), .completed(204)])
  }

  func testFromArrayEmitsOneElementPerScheduledStep() {
    let scheduler = TestScheduler(initialClock: 0)

    let res = scheduler.start { Observable.from(["a", "b"], scheduler: scheduler) }

    XCTAssertEqual(res.events, [.next(201, "a"), .next(202, "b"), .completed(203)])
  }

  func testFromSequence() {
    let scheduler = TestScheduler(initialClock: 0)

    let res = scheduler.start { Observable.from(stride(from: 0, to: 6, by: 2), scheduler: scheduler) }

    XCTAssertEqual(res.events, [.next(201, 0), .next(202, 2), .next(203, 4), .completed(204)])
  }

  func testFromEmptyArrayCompletes() {
    let scheduler = TestScheduler(initialClock: 0)

    let res = scheduler.start { Observable<Int>.from([], scheduler: scheduler) }

    XCTAssertEqual(res.events, [.completed(201)])
  }

  func testDisposalStopsTheEmission() {
    let scheduler = TestScheduler(initialClock: 0)

    let res = scheduler.start(disposed: 203) { Observable.of(1, 2, 3, scheduler: scheduler) }

    XCTAssertEqual(res.events, [.next(201, 1), .next(202, 2)])
  }

  func testOfEmitsSynchronouslyOnTheCurrentThreadByDefault() {
    var received: [Int] = []
    var completed = false

    Observable.of(1, 2, 3).subscribe(onNext: { received.append($0) }, onCompleted: { completed = true }).dispose()

    XCTAssertEqual(received, [1, 2, 3])
    XCTAssertTrue(completed)
  }

  func testSequencesSubscribedInsideScheduledWorkInterleave() {
    var log: [String] = []
    var subscriptions: [any Disposable] = []

    let work = CurrentThreadScheduler.instance.schedule(()) { _ in
      subscriptions.append(
        Observable.of(1, 2, 3).subscribe(onNext: { log.append("a\($0)") }, onCompleted: { log.append("a|") }))
      subscriptions.append(
        Observable.of(1, 2, 3).subscribe(onNext: { log.append("b\($0)") }, onCompleted: { log.append("b|") }))
      log.append("subscribed")
      return Disposables.create()
    }
    work.dispose()
    subscriptions.forEach { $0.dispose() }

    // Each element is one trampoline step; steps run in the order they were queued.
    XCTAssertEqual(log, ["subscribed", "a1", "b1", "a2", "b2", "a3", "b3", "a|", "b|"])
  }

  func testSequenceSubscribedFromAnElementHandlerWaitsForTheCurrentStep() {
    var log: [Int] = []
    var inner: [any Disposable] = []

    let outer = Observable.of(1, 2).subscribe(onNext: { value in
      log.append(value)
      inner.append(Observable.of(value * 10, value * 10 + 1).subscribe(onNext: { log.append($0) }))
    })
    outer.dispose()
    inner.forEach { $0.dispose() }

    // The outer step for 2 was queued after the inner step for 10, and before the one for 11.
    XCTAssertEqual(log, [1, 10, 2, 11, 20, 21])
  }

  func testDisposingFromAnElementHandlerStopsTheNextStep() {
    var received: [Int] = []
    var completed = false
    var subscription: (any Disposable)?

    // Subscribed inside scheduled work, so `subscribe` returns before the first step runs.
    let work = CurrentThreadScheduler.instance.schedule(()) { _ in
      subscription = Observable.from(1...5).subscribe(
        onNext: { value in
          received.append(value)
          if value == 2 { subscription?.dispose() }
        },
        onCompleted: { completed = true })
      return Disposables.create()
    }
    work.dispose()

    XCTAssertEqual(received, [1, 2])
    XCTAssertFalse(completed)
  }

  func testALongSequenceOnTheTrampolineSendsEveryElementInOrder() {
    var received: [Int] = []

    Observable.from(0..<10_000).subscribe(onNext: { received.append($0) }).dispose()

    XCTAssertEqual(received, Array(0..<10_000))
  }
}
