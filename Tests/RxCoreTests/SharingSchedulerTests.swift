import Dispatch
import Foundation
import RxTesting
import XCTest

@testable import RxCore

/// `SharingScheduler.make` makes a new `MainScheduler()` per sequence, as RxCocoa: work still queued on the main
/// queue by `MainScheduler.instance` does not hold back a `Driver` made and used on the main thread.
final class SharingSchedulerTests: RxTestCase {
  /// Runs the main run loop until `isDone` holds or 10 s have passed; returns whether it is done.
  private func runMainLoop(until isDone: () -> Bool) -> Bool {
    let deadline = Date(timeIntervalSinceNow: 10)
    while !isDone() {
      if Date() > deadline { return false }
      _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.01))
    }
    return true
  }

  func testWorkQueuedOnTheSharedMainSchedulerDoesNotHoldBackADriver() {
    XCTAssertTrue(Thread.isMainThread)
    let queued = DispatchSemaphore(value: 0)
    let ran = AtomicBool(false)
    DispatchQueue.global().async {
      _ = MainScheduler.instance.schedule(()) { _ in
        ran.store(true, ordering: .releasing)
        return Disposables.create()
      }
      queued.signal()
    }
    XCTAssertEqual(queued.wait(timeout: .now() + 10), .success)
    // `MainScheduler.instance` now has work on the main queue, which cannot run while this test holds the thread.
    let relay = PublishRelay<Int>()
    var received: [Int] = []
    let subscription = relay.asObservable().asDriver(onErrorJustReturn: 0).drive(onNext: { received.append($0) })
    relay.accept(1)
    XCTAssertEqual(received, [1], "delivered at once, on the main thread")
    subscription.dispose()
    XCTAssertTrue(runMainLoop { ran.load(ordering: .acquiring) }, "the queued work did not run within 10 s")
  }
}
