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
}
