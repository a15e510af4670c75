import Dispatch
import RxTesting
import XCTest

@testable import RxCore

/// `combineLatest` fed from two threads: every combination pairs values the sources really sent, each side never
/// goes back in time, the last combination holds both last values, one completion, never two deliveries at once.
final class CombineLatestStressTests: RxTestCase {
  func testTwoSourcesFedFromTwoThreads() {
    let left = PublishSubject<Int>()
    let right = PublishSubject<Int>()
    let observer = GrammarCheckingObserver<[Int]>()
    let subscription = Observable.combineLatest(left, right) { [$0, $1] }.subscribe(observer)
    let count = 5_000
    runWithWatchdog("combineLatest from two threads") {
      DispatchQueue.concurrentPerform(iterations: 2) { thread in
        let subject = thread == 0 ? left : right
        for value in 0..<count { subject.onNext(value) }
        subject.onCompleted()
      }
    }
    subscription.dispose()
    observer.assertContract("combineLatest")
    let pairs = observer.elements
    XCTAssertTrue(observer.stop?.isCompleted ?? false, "combineLatest did not complete")
    XCTAssertEqual(pairs.last, [count - 1, count - 1], "the last combination misses a last value")
    var previous = [-1, -1]
    var wentBack = 0
    for pair in pairs {
      if pair[0] < previous[0] || pair[1] < previous[1] { wentBack += 1 }
      if pair == previous { wentBack += 1 }
      previous = pair
    }
    XCTAssertEqual(wentBack, 0, "a combination went back in time or was emitted twice")
    XCTAssertGreaterThanOrEqual(pairs.count, count, "combinations were lost")
  }

  func testCollectionFormWithChurningSubscribers() {
    let sources = (0..<3).map { _ in BehaviorSubject<Int>(value: 0) }
    let combined = Observable.combineLatest(sources.map { $0.asObservable() })
    let broken = AtomicInt(0)
    runWithWatchdog("combineLatest churn") {
      DispatchQueue.concurrentPerform(iterations: 4) { thread in
        if thread < 3 {
          for value in 1...2_000 { sources[thread].onNext(value) }
          return
        }
        for _ in 0..<300 {
          let observer = GrammarCheckingObserver<[Int]>()
          let subscription = combined.subscribe(observer)
          subscription.dispose()
          if observer.overlaps != 0 || observer.violations != 0 { broken.add(1, ordering: .relaxed) }
        }
      }
    }
    XCTAssertEqual(broken.load(ordering: .relaxed), 0, "a combineLatest subscriber saw a broken sequence")
  }
}
