import Dispatch
import RxTesting
import XCTest

@testable import RxCore

/// `take(until:)` with its source and its trigger on two threads: what passes is a prefix of the source's elements,
/// at least those sent before the trigger fired and never one sent after it, then the completion, one event at a
/// time.
final class TakeUntilStressTests: RxTestCase {
  func testSourceAndTriggerOnTwoThreads() {
    let count = 5_000
    for round in 0..<3 {
      let source = PublishSubject<Int>()
      let trigger = PublishSubject<Void>()
      let observer = GrammarCheckingObserver<Int>()
      let subscription = source.take(until: trigger).subscribe(observer)
      let sent = AtomicInt(0)
      let triggered = AtomicFlag()
      runWithWatchdog("take(until:) round \(round)") {
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
      observer.assertContract("take(until:)")
      let elements = observer.elements
      XCTAssertTrue(observer.stop?.isCompleted ?? false, "round \(round): the trigger did not complete the result")
      XCTAssertEqual(elements, Array(0..<elements.count), "round \(round): not a prefix of the source")
      XCTAssertGreaterThanOrEqual(elements.count, count / 4, "round \(round): elements sent before the trigger lost")
      XCTAssertLessThan(elements.count, count, "round \(round): an element sent after the trigger passed")
      XCTAssertFalse(source.hasObservers, "round \(round): the source subscription outlived the completion")
      XCTAssertFalse(trigger.hasObservers, "round \(round): the trigger subscription outlived the completion")
    }
  }
}
