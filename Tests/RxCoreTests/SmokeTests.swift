import RxCore
import XCTest

final class SmokeTests: XCTestCase {
  func testPublishSubjectDeliversToSubscriber() {
    let subject = PublishSubject<Int>()
    var received: [Int] = []
    let subscription = subject.subscribe(onNext: { received.append($0) })
    subject.onNext(1)
    subject.onNext(2)
    subscription.dispose()
    subject.onNext(3)
    XCTAssertEqual(received, [1, 2])
  }
}
