import Dispatch
import RxTesting
import XCTest

@testable import RxCore

final class SubjectConcurrencyTests: RxTestCase {
  /// Several threads send at once: every event arrives exactly once and never two at a time.
  func testConcurrentSendersAreSerialized() {
    let subject = PublishSubject<Int>()
    let inDelivery = AtomicBool(false)
    let overlaps = AtomicInt(0)
    let lock = LockedValue<[Int]>([])
    let subscription = subject.subscribe(onNext: { value in
      if inDelivery.exchange(true, ordering: .acquiringAndReleasing) { overlaps.add(1, ordering: .relaxed) }
      lock.withLock { $0.append(value) }
      inDelivery.store(false, ordering: .releasing)
    })
    let threads = 4
    let perThread = 5_000
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
      for index in 0..<perThread { subject.onNext(thread * perThread + index) }
    }
    subscription.dispose()
    let received = lock.withLock { $0 }
    XCTAssertEqual(overlaps.load(ordering: .relaxed), 0)
    XCTAssertEqual(received.count, threads * perThread)
    XCTAssertEqual(Set(received).count, threads * perThread)
    for thread in 0..<threads {
      let mine = received.filter { $0 / perThread == thread }
      XCTAssertEqual(mine, mine.sorted(), "events of one sender keep their order")
    }
  }

  /// Subscribing and disposing on some threads while others send neither crashes nor breaks the grammar.
  func testSubscribeAndDisposeWhileSending() {
    let subject = BehaviorSubject<Int>(value: 0)
    let violations = AtomicInt(0)
    DispatchQueue.concurrentPerform(iterations: 4) { thread in
      if thread < 2 {
        for value in 0..<2_000 { subject.onNext(value) }
      } else {
        for _ in 0..<500 {
          let stopped = AtomicBool(false)
          let subscription = subject.subscribe { event in
            if stopped.load(ordering: .acquiring) { violations.add(1, ordering: .relaxed) }
            if event.isStopEvent { stopped.store(true, ordering: .releasing) }
          }
          subscription.dispose()
        }
      }
    }
    subject.onCompleted()
    XCTAssertEqual(violations.load(ordering: .relaxed), 0)
    XCTAssertFalse(subject.hasObservers)
  }
}
