import Dispatch
import RxTesting
import XCTest

@testable import RxCore

/// `groupBy` while another thread disposes the result: every group keeps its own elements in order, the groups
/// subscribed keep the source alive, and the source subscription ends with the last of them.
final class GroupByStressTests: RxTestCase {
  func testDisposingTheResultWhileTheSourceSends() {
    let count = 5_000
    let keys = 4
    for round in 0..<3 {
      let source = PublishSubject<Int>()
      let groups = SharedBox<[(key: Int, observer: GrammarCheckingObserver<Int>, subscription: any Disposable)]>([])
      let outer = SharedBox<(any Disposable)?>(nil)
      let subscription = source.groupBy { $0 % keys }
        .subscribe(onNext: { group in
          let observer = GrammarCheckingObserver<Int>()
          let subscription = group.subscribe(observer)
          groups.update { $0.append((group.key, observer, subscription)) }
        })
      outer.update { $0 = subscription }
      let sent = AtomicInt(0)
      runWithWatchdog("groupBy round \(round)") {
        DispatchQueue.concurrentPerform(iterations: 2) { thread in
          if thread == 0 {
            for value in 0..<count {
              source.onNext(value)
              sent.store(value + 1, ordering: .releasing)
            }
          } else {
            _ = waitUntil(seconds: 10) { sent.load(ordering: .acquiring) >= count / 8 }
            outer.value?.dispose()
          }
        }
      }
      XCTAssertTrue(source.hasObservers, "round \(round): the subscribed groups must keep the source alive")
      let made = groups.value
      XCTAssertEqual(made.count, keys, "round \(round)")
      for (key, observer, subscription) in made {
        subscription.dispose()
        observer.assertContract("groupBy key \(key)")
        XCTAssertEqual(observer.elements, Array(stride(from: key, to: count, by: keys)), "round \(round) key \(key)")
      }
      XCTAssertFalse(source.hasObservers, "round \(round): the last group subscription ends the source subscription")
    }
  }
}
