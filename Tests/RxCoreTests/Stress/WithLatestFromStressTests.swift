import Dispatch
import RxTesting
import XCTest

@testable import RxCore

/// `withLatestFrom` with its two sequences on two threads: every result pairs an element of the first sequence with
/// a value of the second that had been sent by then and was not older than the last one sent before it, the results
/// keep both sequences' order, and the completion of the first ends the result, one event at a time.
final class WithLatestFromStressTests: RxTestCase {
  func testFirstAndSecondOnTwoThreads() {
    let count = 2_000
    for round in 0..<3 {
      let first = PublishSubject<Int>()
      let second = PublishSubject<Int>()
      let observer = GrammarCheckingObserver<[Int]>()
      let subscription = first.withLatestFrom(second) { [$0, $1] }.subscribe(observer)
      // How many values of the second sequence have been handed to `onNext` / have come back from it.
      let secondStarted = AtomicInt(0)
      let secondSent = AtomicInt(0)
      let secondFinished = AtomicFlag()
      // For each element of the first sequence: the second's sent count before it, and its started count after it.
      let bounds = SharedBox<[(sentBefore: Int, startedAfter: Int)]>([])
      runWithWatchdog("withLatestFrom round \(round)") {
        runOnSeparateThreads(2) { thread in
          if thread == 0 {
            for value in 0..<count {
              // The last element waits for all of the second: on a busy machine the other thread may not have run.
              if value == count - 1 { _ = waitUntil(seconds: 10) { secondFinished.isRaised } }
              let sentBefore = secondSent.load(ordering: .acquiring)
              first.onNext(value)
              let startedAfter = secondStarted.load(ordering: .acquiring)
              bounds.update { $0.append((sentBefore, startedAfter)) }
            }
            first.onCompleted()
          } else {
            for value in 0..<count {
              secondStarted.store(value + 1, ordering: .releasing)
              second.onNext(value)
              secondSent.store(value + 1, ordering: .releasing)
            }
            second.onCompleted()
            secondFinished.raise()
          }
        }
      }
      subscription.dispose()
      observer.assertContract("withLatestFrom")
      XCTAssertTrue(observer.stop?.isCompleted ?? false, "round \(round): the completion of the first is lost")
      let results = observer.elements
      XCTAssertEqual(results.last, [count - 1, count - 1], "round \(round): the last pair misses the last values")
      let limits = bounds.value
      var previous = [-1, -1]
      var outOfOrder = 0
      var notSentYet = 0
      var stale = 0
      for pair in results {
        if pair[0] <= previous[0] || pair[1] < previous[1] { outOfOrder += 1 }
        previous = pair
        let limit = limits[pair[0]]
        if pair[1] >= limit.startedAfter { notSentYet += 1 }
        if pair[1] < limit.sentBefore - 1 { stale += 1 }
      }
      XCTAssertEqual(outOfOrder, 0, "round \(round): results out of order")
      XCTAssertEqual(notSentYet, 0, "round \(round): a result paired a value the second had not sent yet")
      XCTAssertEqual(stale, 0, "round \(round): a result paired a value older than the latest one sent")
      // An element sent once the second had a value is never dropped; one sent before any value always is.
      let paired = Set(results.map { $0[0] })
      let mustPass = (0..<count).filter { limits[$0].sentBefore > 0 }
      let mustDrop = (0..<count).filter { limits[$0].startedAfter == 0 }
      XCTAssertEqual(mustPass.filter { !paired.contains($0) }, [], "round \(round): elements were dropped")
      XCTAssertEqual(mustDrop.filter { paired.contains($0) }, [], "round \(round): paired before a second value")
      XCTAssertFalse(first.hasObservers || second.hasObservers, "round \(round): a subscription outlived the result")
    }
  }
}
