import Dispatch
import RxTesting
import XCTest

@testable import RxCore

/// RxCore's atomics, on whichever path this build compiled: `Atomic` by default, a lock with
/// `-Xswiftc -DRXCORE_PTHREAD_LOCKS` (Apple's path; CI runs the whole suite both ways).
final class AtomicTests: RxTestCase {
  /// The build took the path its defines choose, so CI's RXCORE_PTHREAD_LOCKS run really tests Apple's path.
  func testTheBuildUsesThePathItsDefinesChoose() {
    let flag = AtomicBool(false)
    let lock = RxLock()
    #if canImport(Darwin) || RXCORE_PTHREAD_LOCKS
      XCTAssertTrue(typeName(of: flag.cell.mutex).hasPrefix("UnsafeMutablePointer<"))
      XCTAssertEqual(typeName(of: flag.cell.value), "UnsafeMutablePointer<Bool>")
      XCTAssertTrue(typeName(of: lock.cell.mutex).hasPrefix("UnsafeMutablePointer<"))
    #else
      let lockStorage = typeName(of: lock.word)
      XCTAssertEqual(typeName(of: flag.storage), "Atomic<Bool>")
      XCTAssertEqual(lockStorage, "Atomic<UInt32>")
    #endif
  }

  func testBoolLoadStoreAndExchange() {
    let flag = AtomicBool(false)
    XCTAssertFalse(flag.load(ordering: .acquiring))
    flag.store(true, ordering: .releasing)
    XCTAssertTrue(flag.load(ordering: .relaxed))
    XCTAssertTrue(flag.exchange(false, ordering: .acquiringAndReleasing), "returns the value it replaced")
    XCTAssertFalse(flag.exchange(true, ordering: .sequentiallyConsistent))
    XCTAssertTrue(flag.load(ordering: .sequentiallyConsistent))
  }

  func testIntArithmeticReturnsTheValuesBeforeAndAfter() {
    let value = AtomicInt(5)
    let added = value.add(3, ordering: .acquiringAndReleasing)
    XCTAssertEqual(added.oldValue, 5)
    XCTAssertEqual(added.newValue, 8)
    let subtracted = value.subtract(10, ordering: .relaxed)
    XCTAssertEqual(subtracted.oldValue, 8)
    XCTAssertEqual(subtracted.newValue, -2)
    value.store(0b0101, ordering: .releasing)
    let ored = value.bitwiseOr(0b0010, ordering: .acquiringAndReleasing)
    XCTAssertEqual(ored.oldValue, 0b0101)
    XCTAssertEqual(ored.newValue, 0b0111)
    let anded = value.bitwiseAnd(~0b0100, ordering: .releasing)
    XCTAssertEqual(anded.oldValue, 0b0111)
    XCTAssertEqual(anded.newValue, 0b0011)
    XCTAssertEqual(value.load(ordering: .acquiring), 0b0011)
  }

  func testIntCompareExchangeOnlyReplacesTheExpectedValue() {
    let value = AtomicInt(1)
    let missed = value.compareExchange(expected: 2, desired: 3, ordering: .acquiringAndReleasing)
    XCTAssertFalse(missed.exchanged)
    XCTAssertEqual(missed.original, 1)
    XCTAssertEqual(value.load(ordering: .relaxed), 1)
    let hit = value.compareExchange(expected: 1, desired: 3, ordering: .acquiringAndReleasing)
    XCTAssertTrue(hit.exchanged)
    XCTAssertEqual(hit.original, 1)
    XCTAssertEqual(value.load(ordering: .relaxed), 3)
  }

  /// Concurrent adds lose nothing, and of many threads exchanging a flag exactly one sees it unset.
  func testConcurrentUpdatesAreNotLost() {
    let count = AtomicInt(0)
    let flag = AtomicBool(false)
    let winners = AtomicInt(0)
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for _ in 0..<2_000 { count.add(1, ordering: .relaxed) }
      if !flag.exchange(true, ordering: .acquiringAndReleasing) { winners.add(1, ordering: .relaxed) }
    }
    XCTAssertEqual(count.load(ordering: .acquiring), 16_000)
    XCTAssertEqual(winners.load(ordering: .acquiring), 1)
  }

  /// Concurrent `withLock` calls on an RxLock (through `LockedValue`) exclude one another.
  func testLockExcludesConcurrentUpdates() {
    let total = LockedValue(0)
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for _ in 0..<2_000 { total.withLock { $0 += 1 } }
    }
    XCTAssertEqual(total.withLock { $0 }, 16_000)
  }
}

/// The name of `value`'s type, without consuming it.
private func typeName<Value: ~Copyable>(of value: borrowing Value) -> String {
  String(describing: Value.self)
}
