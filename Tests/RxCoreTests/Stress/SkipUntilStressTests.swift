import Dispatch
import RxTesting
import XCTest

@testable import RxCore

/// `skip(until:)` with its source and its trigger on two threads: what passes the gate is one unbroken run of the
/// source's elements up to the last (sent once the trigger has fired), then the completion, one event at a time.
final class SkipUntilStressTests: RxTestCase {
  func testSourceAndTriggerOnTwoThreads() {
    let count = 5_000
    for round in 0..<3 {
      let source = PublishSubject<Int>()
      let trigger = PublishSubject<Void>()
      let observer = GrammarCheckingObserver<Int>()
      let subscription = source.skip(until: trigger).subscribe(observer)
      let sent = AtomicInt(0)
      let triggered = AtomicFlag()
      runWithWatchdog("skip(until:) round \(round)") {
        runOnSeparateThreads(2) { thread in
          if thread == 0 {
            // The last element waits for the trigger: on a busy machine the other thread may not have run yet.
            for value in 0..<count - 1 {
              source.onNext(value)
              sent.store(value + 1, ordering: .releasing)
            }
            _ = waitUntil(seconds: 10) { triggered.isRaised }
            source.onNext(count - 1)
            source.onCompleted()
          } else {
            _ = waitUntil(seconds: 10) { sent.load(ordering: .acquiring) >= count / 4 }
            trigger.onNext(())
            triggered.raise()
          }
        }
      }
      subscription.dispose()
      observer.assertContract("skip(until:)")
      let elements = observer.elements
      XCTAssertTrue(observer.stop?.isCompleted ?? false, "round \(round): the completion after the trigger is lost")
      XCTAssertEqual(elements.last, count - 1, "round \(round)")
      XCTAssertEqual(elements, Array((elements.first ?? 0)..<count), "round \(round): not one unbroken run")
      XCTAssertFalse(trigger.hasObservers, "round \(round): the trigger subscription outlived its first element")
    }
  }
}
