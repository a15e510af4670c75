import Dispatch
import RxCore
import RxTesting
import XCTest

/// `flatMapLatest` switching while its inner sequences send from other threads: never two deliveries at once, and
/// never an element of an inner sequence after a newer one took its place.
final class SwitchStressTests: RxTestCase {
  func testInnerSequencesFedFromOtherThreadsNeverDeliverAfterTheyAreReplaced() {
    let innerCount = 60
    let inners = (0..<innerCount).map { _ in PublishSubject<Int>() }
    let outer = PublishSubject<Int>()
    let recorder = ConcurrencyRecorder<Int>()
    let subscription = outer.flatMapLatest { inners[$0] }.subscribe(recorder)

    DispatchQueue.concurrentPerform(iterations: 3) { worker in
      guard worker > 0 else {
        for index in 0..<innerCount { outer.onNext(index) }
        return
      }
      for _ in 0..<100 {
        for index in 0..<innerCount { inners[index].onNext(index) }
      }
    }
    subscription.dispose()

    let senders = recorder.events.compactMap(\.element)
    XCTAssertEqual(recorder.overlapCount, 0, "two events were delivered at the same time")
    XCTAssertEqual(senders, senders.sorted(), "an inner sequence delivered after it was replaced")
  }

  func testSwitchingToSynchronousAndRunningInnersFromOtherThreadsDeliversEachLatestElement() {
    let rounds = 2_000
    let running = PublishSubject<Int>()
    let outer = PublishSubject<Int>()
    let recorder = ConcurrencyRecorder<Int>()
    let subscription = outer.flatMapLatest { value in value.isMultiple(of: 2) ? Observable.just(value) : running }
      .subscribe(recorder)

    DispatchQueue.concurrentPerform(iterations: 2) { worker in
      for value in 0..<rounds {
        if worker == 0 { outer.onNext(value) } else { running.onNext(-1) }
      }
    }
    outer.onCompleted()
    running.onCompleted()
    subscription.dispose()

    let elements = recorder.events.compactMap(\.element)
    XCTAssertEqual(recorder.overlapCount, 0, "two events were delivered at the same time")
    XCTAssertEqual(elements.filter { $0 >= 0 }, Array(stride(from: 0, to: rounds, by: 2)), "a just was lost")
    XCTAssertEqual(recorder.events.last.map(\.isCompleted), true)
  }
}
