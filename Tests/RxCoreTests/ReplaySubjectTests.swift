import RxCore
import RxTesting
import XCTest

final class ReplaySubjectTests: RxTestCase {
  func testReplaysLatestBufferSizeElements() {
    let subject = ReplaySubject<Int>.create(bufferSize: 2)
    for value in 1...5 { subject.onNext(value) }
    var received: [Int] = []
    let subscription = subject.subscribe(onNext: { received.append($0) })
    subject.onNext(6)
    subscription.dispose()
    XCTAssertEqual(received, [4, 5, 6])
  }

  func testUnboundedReplaysEverythingThenStopEvent() {
    let subject = ReplaySubject<Int>.createUnbounded()
    for value in 1...100 { subject.onNext(value) }
    subject.onCompleted()
    var events: [Event<Int>] = []
    _ = subject.subscribe { events.append($0) }
    XCTAssertEqual(events, (1...100).map { .next($0) } + [.completed])
  }

  func testZeroBufferReplaysNothing() {
    let subject = ReplaySubject<Int>.create(bufferSize: 0)
    subject.onNext(1)
    var received: [Int] = []
    let subscription = subject.subscribe(onNext: { received.append($0) })
    subscription.dispose()
    XCTAssertEqual(received, [])
  }

  func testOnVirtualTime() {
    let scheduler = TestScheduler(initialClock: 0)
    let subject = ReplaySubject<Int>.create(bufferSize: 1)
    scheduler.scheduleAt(150) { subject.onNext(1) }
    scheduler.scheduleAt(160) { subject.onNext(2) }
    scheduler.scheduleAt(300) { subject.onNext(3) }
    let observer = scheduler.start(disposed: 350) { subject }
    scheduler.scheduleAt(400) { subject.onNext(4) }
    scheduler.start()
    XCTAssertEqual(observer.events, [.next(200, 2), .next(300, 3)])
  }

  func testBufferKeepsTheLatestElementsInOrderAcrossManyWraps() {
    let subject = ReplaySubject<Int>.create(bufferSize: 3)
    for value in 1...10 { subject.onNext(value) }
    subject.onCompleted()
    var events: [Event<Int>] = []
    _ = subject.subscribe { events.append($0) }
    XCTAssertEqual(events, [.next(8), .next(9), .next(10), .completed])
  }

  func testElementDroppedFromAFullBufferIsReleased() {
    final class Payload {}
    let subject = ReplaySubject<Payload>.create(bufferSize: 1)
    weak var dropped: Payload?
    do {
      let first = Payload()
      dropped = first
      subject.onNext(first)
    }
    XCTAssertNotNil(dropped, "the buffer keeps the latest element")
    subject.onNext(Payload())
    XCTAssertNil(dropped, "the element pushed out of the buffer is not kept anywhere")
    subject.dispose()
  }

  // MARK: - A new subscriber is added after its replay, as in RxSwift

  /// An element sent from inside a new subscriber's replay reaches the earlier subscribers only: the new one is
  /// added once its replay is over (RxSwift 6.10.2: `B1 A1 B2 B3 A3 C2 C3`).
  func testAnElementSentDuringTheReplayReachesOnlyTheEarlierSubscribers() {
    let subject = ReplaySubject<Int>.create(bufferSize: 2)
    var log: [String] = []
    subject.onNext(1)
    let earlier = subject.subscribe(onNext: { log.append("B\($0)") })
    var sent = false
    let issues = RuntimeIssueRecorder.issues {
      let replayed = subject.subscribe(onNext: { value in
        log.append("A\(value)")
        if !sent {
          sent = true
          subject.onNext(2)
        }
      })
      subject.onNext(3)
      let later = subject.subscribe(onNext: { log.append("C\($0)") })
      replayed.dispose()
      later.dispose()
    }
    earlier.dispose()
    XCTAssertEqual(log, ["B1", "A1", "B2", "B3", "A3", "C2", "C3"])
    #if DEBUG
      XCTAssertEqual(issues.map(\.kind), [.reentrancy])
    #else
      XCTAssertEqual(issues, [])
    #endif
  }

  /// A completion sent from inside a new subscriber's replay reaches the earlier subscribers first, then the new
  /// one, after its replay (RxSwift 6.10.2: `B1 A1 Bc Ac`).
  func testACompletionSentDuringTheReplayReachesTheNewSubscriberAfterIt() {
    let subject = ReplaySubject<Int>.create(bufferSize: 1)
    var log: [String] = []
    subject.onNext(1)
    let earlier = subject.subscribe(onNext: { log.append("B\($0)") }, onCompleted: { log.append("Bc") })
    _ = RuntimeIssueRecorder.issues {
      _ = subject.subscribe(
        onNext: { value in
          log.append("A\(value)")
          subject.onCompleted()
        },
        onCompleted: { log.append("Ac") })
    }
    earlier.dispose()
    XCTAssertEqual(log, ["B1", "A1", "Bc", "Ac"])
    XCTAssertFalse(subject.hasObservers)
  }

  /// The differential tester's shape: a flatMap that subscribes, from inside a delivery, to the
  /// `share(replay: 1, scope: .forever)` it is fed by (RxSwift 6.10.2: three `1`s at 200).
  func testAShareForeverSubscribedFromItsOwnDeliveryReplaysOnce() {
    let scheduler = TestScheduler(initialClock: 0)
    let shared = Observable<Int>.never().startWith(1).share(replay: 1, scope: .forever)
    let observer = RuntimeIssueRecorder().recording {
      scheduler.start { Observable.of(9, 5).flatMapLatest { _ in shared.flatMap { _ in shared } } }
    }
    XCTAssertEqual(observer.events, [.next(200, 1), .next(200, 1), .next(200, 1)])
  }
}
