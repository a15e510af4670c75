import RxCore
import RxTesting
import SproutTestSupport
import XCTest

final class PublishSubjectTests: RxTestCase {
  func testSubscribersOnlySeeEventsAfterSubscribing() {
    let scheduler = TestScheduler(initialClock: 0)
    let subject = PublishSubject<Int>()
    let early = scheduler.createObserver(Int.self)
    let late = scheduler.createObserver(Int.self)
    var subscriptions: [any Disposable] = []
    scheduler.scheduleAt(100) { subscriptions.append(subject.subscribe(early)) }
    scheduler.scheduleAt(150) { subject.onNext(1) }
    scheduler.scheduleAt(200) { subscriptions.append(subject.subscribe(late)) }
    scheduler.scheduleAt(250) { subject.onNext(2) }
    scheduler.scheduleAt(300) { subject.onCompleted() }
    scheduler.scheduleAt(350) { subject.onNext(3) }
    scheduler.scheduleAt(400) { subscriptions.forEach { $0.dispose() } }
    scheduler.start()
    XCTAssertEqual(early.events, [.next(150, 1), .next(250, 2), .completed(300)])
    XCTAssertEqual(late.events, [.next(250, 2), .completed(300)])
  }

  func testLateSubscriberReceivesStopEvent() {
    let subject = PublishSubject<Int>()
    subject.onError(TestError())
    var events: [Event<Int>] = []
    _ = subject.subscribe { events.append($0) }
    XCTAssertEqual(events, [.error(TestError())])
    XCTAssertFalse(subject.hasObservers)
  }

  func testDisposedSubjectRejectsSubscribersWithDisposedError() {
    let subject = PublishSubject<Int>()
    subject.dispose()
    var received: (any Error)?
    _ = subject.subscribe(onError: { received = $0 })
    XCTAssertEqual(received as? RxError, RxError.disposed(object: subject))
    XCTAssertTrue(subject.isDisposed)
  }

  func testNothingArrivesAfterDispose() {
    let subject = PublishSubject<Int>()
    var received: [Int] = []
    let subscription = subject.subscribe(onNext: { received.append($0) })
    subject.onNext(1)
    subscription.dispose()
    subscription.dispose()
    subject.onNext(2)
    XCTAssertEqual(received, [1])
    XCTAssertFalse(subject.hasObservers)
  }

  func testDisposingInsideDeliveryStopsFurtherEvents() {
    let subject = PublishSubject<Int>()
    var received: [Int] = []
    var subscription: (any Disposable)?
    subscription = subject.subscribe(onNext: { value in
      received.append(value)
      subscription?.dispose()
    })
    subject.onNext(1)
    subject.onNext(2)
    XCTAssertEqual(received, [1])
    subscription = nil
  }

  /// Sending into a subject from inside its own subscriber delivers at once, nested, as RxSwift does, and DEBUG
  /// builds report the reentrancy.
  func testReentrantSendIsDeliveredNestedAndReported() {
    let subject = PublishSubject<Int>()
    var first: [Int] = []
    var second: [Int] = []
    let bag = DisposeBag()
    subject.subscribe(onNext: { value in
      first.append(value)
      if value == 1 { subject.onNext(2) }
    }).disposed(by: bag)
    subject.subscribe(onNext: { second.append($0) }).disposed(by: bag)
    let issues = RuntimeIssueRecorder.issues { subject.onNext(1) }
    XCTAssertEqual(first, [1, 2])
    XCTAssertEqual(second, [2, 1])
    #if DEBUG
      XCTAssertEqual(issues.map(\.kind), [.reentrancy])
    #else
      XCTAssertEqual(issues, [])
    #endif
  }

  func testSubscribingInsideDeliveryDoesNotReceiveTheCurrentEvent() {
    let subject = PublishSubject<Int>()
    var inner: [Int] = []
    let bag = DisposeBag()
    subject.take(1).subscribe(onNext: { _ in
      subject.subscribe(onNext: { inner.append($0) }).disposed(by: bag)
    }).disposed(by: bag)
    subject.onNext(1)
    subject.onNext(2)
    XCTAssertEqual(inner, [2])
  }
}

/// Subscribing and disposing with many subscribers present: each in any order, and delivery keeps the order of
/// subscription.
final class PublishSubjectChurnTests: RxTestCase {
  func testDeliveryKeepsSubscriptionOrderWhateverLeavesAndJoins() {
    let subject = PublishSubject<Int>()
    var received: [Int] = []
    var subscriptions: [Int: any Disposable] = [:]
    var model: [Int] = []
    var random = SplitMix64(seed: 7)
    for round in 0..<400 {
      let name = random.below(60)
      if let subscription = subscriptions.removeValue(forKey: name) {
        subscription.dispose()
        model.removeAll { $0 == name }
      } else {
        subscriptions[name] = subject.subscribe(onNext: { _ in received.append(name) })
        model.append(name)
      }
      received.removeAll()
      subject.onNext(round)
      XCTAssertEqual(received, model, "round \(round)")
    }
    subscriptions.values.forEach { $0.dispose() }
    XCTAssertFalse(subject.hasObservers)
  }

  func testTheOldestNewestAndMiddleSubscriptionsLeaveWithManyPresent() {
    let subject = PublishSubject<Int>()
    var received: [String] = []
    let present = (0..<1_000).map { _ in subject.subscribe(onNext: { _ in }) }
    for which in ["newest", "oldest", "middle"] {
      let subscription = subject.subscribe(onNext: { _ in received.append(which) })
      subject.onNext(0)
      subscription.dispose()
      subject.onNext(1)
    }
    XCTAssertEqual(received, ["newest", "oldest", "middle"])
    present[0].dispose()
    present[500].dispose()
    present.forEach { $0.dispose() }
    XCTAssertFalse(subject.hasObservers)
  }
}
