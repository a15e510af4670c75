import RxCore
import RxTesting
import XCTest

final class AsyncSubjectTests: RxTestCase {
  func testEmitsLastElementOnCompletion() {
    let subject = AsyncSubject<Int>()
    var events: [Event<Int>] = []
    let subscription = subject.subscribe { events.append($0) }
    subject.onNext(1)
    subject.onNext(2)
    XCTAssertEqual(events, [])
    subject.onCompleted()
    XCTAssertEqual(events, [.next(2), .completed])
    var late: [Event<Int>] = []
    _ = subject.subscribe { late.append($0) }
    XCTAssertEqual(late, [.next(2), .completed])
    subscription.dispose()
  }

  func testErrorDropsTheLastElement() {
    let subject = AsyncSubject<Int>()
    var events: [Event<Int>] = []
    _ = subject.subscribe { events.append($0) }
    subject.onNext(1)
    subject.onError(TestError())
    XCTAssertEqual(events, [.error(TestError())])
  }

  func testCompletionWithoutElements() {
    let subject = AsyncSubject<Int>()
    subject.onCompleted()
    var events: [Event<Int>] = []
    _ = subject.subscribe { events.append($0) }
    XCTAssertEqual(events, [.completed])
  }
}
