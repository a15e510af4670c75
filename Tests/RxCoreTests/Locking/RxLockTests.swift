import Dispatch
import Foundation
import RxTesting
import XCTest

@testable import RxCore

/// `RxLock` on whichever path this build compiled: the atomic word by default, a pthread mutex with
/// `-Xswiftc -DRXCORE_PTHREAD_LOCKS` (CI runs the suite both ways, and under ThreadSanitizer).
final class RxLockTests: RxTestCase {
  /// A counter that only the lock guards.
  private final class Guarded: @unchecked Sendable {
    let lock = RxLock()
    @exclusivity(unchecked) var count = 0
  }

  private struct Failure: Error, Equatable {}

  func testThreadsThatContendNeverLoseAnIncrement() {
    let guarded = Guarded()
    let threads = 4
    let increments = 20_000
    let done = DispatchSemaphore(value: 0)
    for _ in 0..<threads {
      Thread {
        for _ in 0..<increments { guarded.lock.withLock { _ in guarded.count += 1 } }
        done.signal()
      }.start()
    }
    for _ in 0..<threads { XCTAssertTrue(waitFor(done), "a thread never got the lock") }
    XCTAssertEqual(guarded.lock.withLock { _ in guarded.count }, threads * increments)
  }

  func testAThrowingBodyReleasesTheLock() {
    let guarded = Guarded()
    XCTAssertThrowsError(
      try guarded.lock.withLock { (_: inout Void) throws(Failure) -> Int in
        guarded.count = 1
        throw Failure()
      }
    ) { XCTAssertEqual($0 as? Failure, Failure()) }
    XCTAssertEqual(guarded.lock.withLock { _ in guarded.count }, 1, "the lock is free again and kept the change")
  }

  #if !(canImport(Darwin) || RXCORE_PTHREAD_LOCKS)
    func testAnUncontendedLockLeavesTheWordFree() {
      let guarded = Guarded()
      XCTAssertEqual(guarded.lock.withLock { _ in guarded.lock.word.load(ordering: .relaxed) }, 1, "held: 1")
      XCTAssertEqual(guarded.lock.word.load(ordering: .relaxed), 0, "free: 0")
    }

    /// A thread that finds the lock held past its spinning marks the word and waits; the unlock wakes it, and the
    /// lock is free once it is done.
    func testAWaitingThreadIsWokenByTheUnlock() {
      let guarded = Guarded()
      let finished = DispatchSemaphore(value: 0)
      guarded.lock.lock()
      Thread {
        guarded.lock.withLock { _ in guarded.count += 1 }
        finished.signal()
      }.start()
      XCTAssertTrue(
        waitUntil(seconds: 20) { guarded.lock.word.load(ordering: .relaxed) == 2 }, "the other thread never waited")
      XCTAssertEqual(guarded.count, 0, "it waits while this thread holds the lock")
      guarded.lock.unlock()
      XCTAssertTrue(waitFor(finished), "the unlock did not wake the waiting thread")
      XCTAssertEqual(guarded.lock.withLock { _ in guarded.count }, 1)
      XCTAssertEqual(guarded.lock.word.load(ordering: .relaxed), 0)
    }
  #endif
}
