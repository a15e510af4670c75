import Dispatch
import Foundation
import RxCore
import RxTesting
import XCTest

/// A source of `combineLatest` that sends while another thread is delivering: its thread does not wait for the
/// delivery; the event is queued, and the thread that is delivering applies it when its delivery returns.
final class CombineLatestContentionTests: RxTestCase {
  private struct Delivery: Equatable {
    let pair: [Int]
    let onTestThread: Bool
  }

  /// Sends `left` 2 from another thread while the test thread is inside the delivery of `[1, 1]`; `during` runs
  /// next, still inside that delivery. Returns what was delivered and whether the other thread's send returned
  /// while the delivery was still running.
  private func sendFromAnotherThreadWhileDelivering(
    during: @escaping (any Disposable) -> Void = { _ in }
  ) -> (deliveries: [Delivery], sentDuringDelivery: Bool, queuedNotDelivered: Bool) {
    let left = PublishSubject<Int>()
    let right = PublishSubject<Int>()
    let testThread = Thread.current
    let sent = DispatchSemaphore(value: 0)
    var deliveries: [Delivery] = []
    var sentDuringDelivery = false
    var queuedNotDelivered = false
    var subscription: (any Disposable)?
    subscription = Observable.combineLatest(left, right) { [$0, $1] }.subscribe(onNext: { pair in
      deliveries.append(Delivery(pair: pair, onTestThread: Thread.current === testThread))
      guard pair == [1, 1] else { return }
      // Weak: the thread may outlive the test by a moment, and must not keep the subject alive past the leak check.
      Thread.detachNewThread { [weak left] in
        left?.onNext(2)
        sent.signal()
      }
      sentDuringDelivery = sent.wait(timeout: .now() + .seconds(20)) == .success
      queuedNotDelivered = deliveries.count == 1
      if let subscription { during(subscription) }
    })
    left.onNext(1)
    right.onNext(1)
    subscription?.dispose()
    return (deliveries, sentDuringDelivery, queuedNotDelivered)
  }

  func testTheQueuedEventIsDeliveredByTheDeliveringThreadAfterItsDelivery() {
    let result = sendFromAnotherThreadWhileDelivering()
    XCTAssertTrue(result.sentDuringDelivery, "the other thread waited for the delivery to end")
    XCTAssertTrue(result.queuedNotDelivered, "the other thread's event was delivered inside another delivery")
    XCTAssertEqual(
      result.deliveries,
      [Delivery(pair: [1, 1], onTestThread: true), Delivery(pair: [2, 1], onTestThread: true)])
  }

  func testAnEventQueuedBeforeTheSubscriptionWasDisposedIsDropped() {
    let result = sendFromAnotherThreadWhileDelivering(during: { $0.dispose() })
    XCTAssertTrue(result.sentDuringDelivery)
    XCTAssertEqual(result.deliveries, [Delivery(pair: [1, 1], onTestThread: true)])
  }
}
