import CGtk
import Dispatch
import Foundation
import RxCore
import RxGTK
import RxTesting
import Synchronization
import XCTest

/// The main dispatch queue, and so `MainScheduler` and `Driver`, run from GLib's main loop.
final class MainQueueSourceTests: GTKTestCase {
  func testWorkQueuedFromABackgroundThreadRunsInTheGLibLoopOnTheMainThread() {
    let ranOnMain = Shared<[Bool]>([])
    DispatchQueue.global().async {
      for _ in 0..<20 {
        DispatchQueue.main.async { ranOnMain.update { $0.append(Thread.isMainThread) } }
      }
    }
    XCTAssertTrue(GTKTestDisplay.spin { ranOnMain.value.count == 20 }, "the work did not run within 10 s")
    XCTAssertEqual(ranOnMain.value, Array(repeating: true, count: 20))
  }

  func testTheLoopIsWokenByTheQueueNotByPolling() {
    XCTAssertTrue(MainQueueSource.isInstalled)
    XCTAssertFalse(MainLoop.hasPendingEvents, "nothing is ready while the main queue is empty")
    let ran = Shared(false)
    DispatchQueue.main.async { ran.update { $0 = true } }
    XCTAssertTrue(MainLoop.hasPendingEvents, "queuing work makes the source ready at once")
    MainLoop.iterateWithoutWaiting()
    XCTAssertTrue(ran.value)
    XCTAssertFalse(MainLoop.hasPendingEvents)
  }

  func testADriverDeliversOnTheGTKThread() {
    let resourcesBefore = Resources.total
    let deliveries = Shared<[Bool]>([])
    let background = ConcurrentDispatchQueueScheduler(qos: .default)
    let subscription = Observable.from([1, 2, 3]).subscribe(on: background)
      .asDriver(onErrorJustReturn: 0)
      .drive(onNext: { _ in deliveries.update { $0.append(Thread.isMainThread) } })
    XCTAssertTrue(GTKTestDisplay.spin { deliveries.value.count == 3 })
    XCTAssertEqual(deliveries.value, [true, true, true])
    subscription.dispose()
    // subscribe(on:) disposes on the background scheduler: wait for it.
    XCTAssertTrue(GTKTestDisplay.spin { Resources.total == resourcesBefore })
  }

  func testAMainLoopRunsUntilQuitFromQueuedWork() {
    let loop = MainLoop()
    let transfer = UncheckedBox(loop)
    DispatchQueue.global().async {
      _ = MainScheduler.instance.schedule(()) { _ in
        transfer.value.quit()
        return Disposables.create()
      }
    }
    loop.run()
    XCTAssertFalse(loop.isRunning)
  }

  func testInstallingTwiceKeepsOneSource() {
    XCTAssertEqual(MainQueueSource.install(), MainQueueSource.install())
  }
}

private struct UncheckedBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
