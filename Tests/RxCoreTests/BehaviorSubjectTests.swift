import RxCore
import RxTesting
import XCTest

final class BehaviorSubjectTests: RxTestCase {
  func testNewSubscriberGetsCurrentValueThenUpdates() {
    let scheduler = TestScheduler(initialClock: 0)
    let subject = BehaviorSubject(value: 0)
    scheduler.scheduleAt(150) { subject.onNext(1) }
    scheduler.scheduleAt(250) { subject.onNext(2) }
    scheduler.scheduleAt(300) { subject.onCompleted() }
    let observer = scheduler.start(disposed: 400) { subject }
    XCTAssertEqual(observer.events, [.next(200, 1), .next(250, 2), .completed(300)])
  }

  func testValueReflectsLatestAndThrowsAfterErrorOrDispose() throws {
    let subject = BehaviorSubject(value: "a")
    XCTAssertEqual(try subject.value(), "a")
    subject.onNext("b")
    XCTAssertEqual(try subject.value(), "b")
    subject.onError(TestError(id: 7))
    XCTAssertThrowsError(try subject.value()) { XCTAssertEqual($0 as? TestError, TestError(id: 7)) }
    let other = BehaviorSubject(value: 1)
    other.dispose()
    XCTAssertThrowsError(try other.value()) { XCTAssertEqual($0 as? RxError, .disposed(object: other)) }
  }

  func testSubscriberAfterCompletionGetsOnlyCompleted() {
    let subject = BehaviorSubject(value: 1)
    subject.onCompleted()
    var events: [Event<Int>] = []
    _ = subject.subscribe { events.append($0) }
    XCTAssertEqual(events, [.completed])
  }
}
