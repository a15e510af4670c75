import Foundation
import RxCocoa
import RxTesting
import XCTest

private let first = Notification.Name("NotificationCenterRxTests.first")
private let second = Notification.Name("NotificationCenterRxTests.second")

/// `NotificationCenter.rx.notification(_:object:)` on a center of the test's own.
final class NotificationCenterRxTests: RxTestCase {
  func testSendsPostedNotificationsWithTheNameUntilDisposed() {
    let center = NotificationCenter()
    var received: [String] = []
    let subscription = center.rx.notification(first)
      .subscribe(onNext: { received.append("\($0.name.rawValue):\($0.userInfo?["n"] ?? "-")") })
    center.post(name: first, object: nil, userInfo: ["n": 1])
    center.post(name: second, object: nil, userInfo: ["n": 2])
    center.post(name: first, object: nil, userInfo: ["n": 3])
    subscription.dispose()
    center.post(name: first, object: nil, userInfo: ["n": 4])
    XCTAssertEqual(received, ["\(first.rawValue):1", "\(first.rawValue):3"])
  }

  func testObjectFiltersBySender() {
    let center = NotificationCenter()
    let sender = NSObject()
    let other = NSObject()
    var senders: [ObjectIdentifier] = []
    let subscription = center.rx.notification(first, object: sender)
      .subscribe(onNext: { notification in
        if let object = notification.object as AnyObject? { senders.append(ObjectIdentifier(object)) }
      })
    center.post(name: first, object: other)
    center.post(name: first, object: sender)
    subscription.dispose()
    XCTAssertEqual(senders, [ObjectIdentifier(sender)])
  }

  func testANilNameReceivesEveryName() {
    let center = NotificationCenter()
    var names: [Notification.Name] = []
    let subscription = center.rx.notification(nil).subscribe(onNext: { names.append($0.name) })
    center.post(name: first, object: nil)
    center.post(name: second, object: nil)
    subscription.dispose()
    XCTAssertEqual(names, [first, second])
  }

  func testEachSubscriptionHasItsOwnObserver() {
    let center = NotificationCenter()
    var log: [String] = []
    let a = center.rx.notification(first).subscribe(onNext: { _ in log.append("a") })
    let b = center.rx.notification(first).subscribe(onNext: { _ in log.append("b") })
    center.post(name: first, object: nil)
    a.dispose()
    center.post(name: first, object: nil)
    b.dispose()
    center.post(name: first, object: nil)
    XCTAssertEqual(log.sorted(), ["a", "b", "b"])
  }

  func testNotificationsArriveOnThePostingThreadAndNeverComplete() {
    let center = NotificationCenter()
    let arrived = expectation(description: "notification")
    let onMain = LockedValue<Bool?>(nil)
    var stopped = false
    let subscription = center.rx.notification(first).subscribe(
      onNext: { _ in
        let isMain = Thread.isMainThread
        onMain.withLock { $0 = isMain }
        arrived.fulfill()
      }, onCompleted: { stopped = true })
    // The posting thread is still inside the sink when `arrived` is fulfilled; the leak
    // check must wait until `post` has returned there.
    let posted = expectation(description: "post returned")
    DispatchQueue.global().async {
      center.post(name: first, object: nil)
      posted.fulfill()
    }
    wait(for: [arrived, posted], timeout: 10, enforceOrder: true)
    subscription.dispose()
    XCTAssertEqual(onMain.withLock { $0 }, false)
    XCTAssertFalse(stopped)
  }
}

/// `NSObject` is `ReactiveCompatible`, so any object has `.rx` and key-path binders.
final class NSObjectReactiveTests: RxTestCase {
  private final class Label: NSObject {
    var text = ""
  }

  func testAnNSObjectSubclassBindsThroughRx() {
    let label = Label()
    let subject = PublishSubject<String>()
    let subscription = subject.bind(to: label.rx.text)
    subject.onNext("one")
    subject.onNext("two")
    subscription.dispose()
    subject.onNext("three")
    XCTAssertEqual(label.text, "two")
  }

  func testTheStaticNamespaceIsReactiveOfTheType() {
    XCTAssertTrue(NSObject.rx == Reactive<NSObject>.self)
    XCTAssertTrue(NSObject().rx.base.isKind(of: NSObject.self))
  }
}
