import CGtk
import Dispatch
import Foundation
import RxCore
import RxGTK
import RxTesting
import XCTest

/// `MainScheduler` knows the main queue by the queue: under GLib's main loop, which drains the main queue through
/// `MainQueueSource`, work scheduled from code the main queue is running runs at once, as under `RunLoop.main.run()`
/// and `dispatchMain()` (RxCoreTests' `MainSchedulerMainLoopTests`).
final class MainSchedulerGLibLoopTests: GTKTestCase {
  func testWorkScheduledFromMainQueueWorkRunsAtOnceInTheGLibLoop() {
    let probe = Shared<String?>(nil)
    DispatchQueue.main.async {
      var ranAtOnce = false
      _ = MainScheduler.instance.schedule(()) { _ in
        ranAtOnce = true
        return Disposables.create()
      }
      var delivered: [Int] = []
      Observable.of(1, 2).observe(on: MainScheduler.instance).subscribe(onNext: { delivered.append($0) }).dispose()
      let schedule = ranAtOnce ? "atOnce" : "queued"
      let line = "onMainThread=\(Thread.isMainThread) schedule=\(schedule) observeOn=\(delivered)"
      probe.update { $0 = line }
    }
    XCTAssertTrue(GTKTestDisplay.spin { probe.value != nil }, "the main queue's work did not run within 10 s")
    XCTAssertEqual(probe.value, "onMainThread=true schedule=atOnce observeOn=[1, 2]")
  }
}
