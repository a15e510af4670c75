#if !(canImport(Darwin) || RXCORE_PTHREAD_LOCKS)
  import Dispatch
  import Foundation
  import RxTesting
  import XCTest

  @testable import RxCore

  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Musl)
    import Musl
  #elseif canImport(Android)
    import Android
  #endif

  /// Where the atomic-word `RxLock` waits: a contended unlock wakes one thread waiting on that lock, and no thread
  /// waiting on any other lock. (On Apple's path every lock is a pthread mutex, which waits on its own already.)
  ///
  /// The threads count their own wake-ups: `lock(onWakeUp:)` calls its closure each time the thread returns from
  /// waiting, whatever woke it.
  final class LockParkingTests: RxTestCase {
    /// A lock, what it guards, and what its waiters counted.
    private final class Guarded: @unchecked Sendable {
      let lock = RxLock()
      @exclusivity(unchecked) var count = 0
      /// Read and written with `lock` held.
      @exclusivity(unchecked) var stop = false
      let wakeUps = AtomicInt(0)

      var parkingAddress: UnsafeRawPointer { lock.withParkingAddress { $0 } }
      var parked: Int { LockParking.parkedCount(on: parkingAddress) }

      /// Takes the lock, counting this thread's wake-ups.
      func lockCountingWakeUps() {
        lock.lock(onWakeUp: { wakeUps.add(1, ordering: .relaxed) })
      }

      /// Starts a thread that takes the lock once (counting its wake-ups), counts, and signals `done`.
      func startWaiter(signalling done: DispatchSemaphore) {
        Thread {
          self.lockCountingWakeUps()
          self.count += 1
          self.lock.unlock()
          done.signal()
        }.start()
      }
    }

    /// Four threads wait on lock B while four others fight over lock A, and this thread makes A's unlocks contended
    /// twenty times over: B's waiters never wake until B is unlocked, and then each wakes once.
    func testAContendedUnlockWakesNoThreadWaitingOnAnotherLock() {
      // Two locks in different buckets (the next test covers two in one): where a lock lands depends on its
      // address, so the test makes locks until one lands elsewhere than the first.
      let a = Guarded()
      var made: [Guarded] = []
      var b = Guarded()
      while LockParking.bucketIndex(of: b.parkingAddress) == LockParking.bucketIndex(of: a.parkingAddress) {
        made.append(b)
        b = Guarded()
      }
      XCTAssertNotEqual(LockParking.bucketIndex(of: a.parkingAddress), LockParking.bucketIndex(of: b.parkingAddress))
      assertUnlocksOfAWakeNoWaiterOfB(a, b)
    }

    /// The same with two locks whose waiters queue in the same bucket (behind the same bucket mutex).
    func testLocksSharingABucketStillWakeOnlyTheirOwnWaiters() {
      var made: [Guarded] = []
      var pair: (Guarded, Guarded)?
      // 64 buckets: among 65 locks two share one.
      while pair == nil, made.count <= LockParking.bucketCount {
        let next = Guarded()
        let index = LockParking.bucketIndex(of: next.parkingAddress)
        if let earlier = made.first(where: { LockParking.bucketIndex(of: $0.parkingAddress) == index }) {
          pair = (earlier, next)
        }
        made.append(next)
      }
      guard let (a, b) = pair else { return XCTFail("no two of \(made.count) locks shared a bucket") }
      assertUnlocksOfAWakeNoWaiterOfB(a, b)
    }

    /// Unparking a lock's address wakes exactly one of the threads waiting on it (the first that came); the one
    /// woken finds the lock still held and waits again.
    func testAnUnparkWakesExactlyOneWaiter() {
      let guarded = Guarded()
      let done = DispatchSemaphore(value: 0)
      guarded.lock.lock()
      for _ in 0..<4 { guarded.startWaiter(signalling: done) }
      XCTAssertTrue(waitUntil(seconds: 20) { guarded.parked == 4 }, "four threads wait")
      LockParking.unparkOne(on: guarded.parkingAddress)
      XCTAssertTrue(
        waitUntil(seconds: 20) { guarded.wakeUps.load(ordering: .relaxed) >= 1 && guarded.parked == 4 },
        "one thread woke, found the lock held and waits again")
      XCTAssertEqual(guarded.wakeUps.load(ordering: .relaxed), 1, "the unpark woke one thread, not every waiter")
      guarded.lock.unlock()
      for _ in 0..<4 { XCTAssertTrue(waitFor(done), "a waiter never got the lock") }
      XCTAssertEqual(guarded.lock.withLock { _ in guarded.count }, 4)
      XCTAssertEqual(guarded.wakeUps.load(ordering: .relaxed), 5, "then each woke once more as the lock passed on")
      XCTAssertEqual(guarded.parked, 0)
    }

    /// The address a lock parks under is its word's, the same from every thread, inside the object holding it.
    func testTheParkingAddressIsTheLockWordItself() {
      let guarded = Guarded()
      let here = guarded.parkingAddress
      let there = SharedBox<UnsafeRawPointer?>(nil)
      let done = DispatchSemaphore(value: 0)
      Thread {
        there.update { $0 = guarded.parkingAddress }
        done.signal()
      }.start()
      XCTAssertTrue(waitFor(done))
      XCTAssertEqual(there.value, here, "not a copy on some thread's stack")
      let object = UnsafeRawPointer(Unmanaged.passUnretained(guarded).toOpaque())
      XCTAssertTrue((0..<64).contains(object.distance(to: here)), "the word is stored in the object")
      guarded.lock.withLock { _ in
        XCTAssertEqual(here.load(as: UInt32.self), 1, "held: the word at that address says 1")
      }
      XCTAssertEqual(here.load(as: UInt32.self), 0, "free: 0")
    }

    /// Runs the two-lock scenario: threads wait on B while A's unlocks are contended; asserts B's waiters slept.
    private func assertUnlocksOfAWakeNoWaiterOfB(
      _ a: Guarded, _ b: Guarded, file: StaticString = #filePath, line: UInt = #line
    ) {
      let rounds = 20
      let aDone = DispatchSemaphore(value: 0)
      let bDone = DispatchSemaphore(value: 0)
      b.lock.lock()
      a.lock.lock()
      for _ in 0..<4 {
        b.startWaiter(signalling: bDone)
        Thread {
          while true {
            a.lockCountingWakeUps()
            a.count += 1
            let stop = a.stop
            a.lock.unlock()
            if stop { break }
            sched_yield()  // lets the test's thread, which takes A back after each round, in sooner
          }
          aDone.signal()
        }.start()
      }
      XCTAssertTrue(waitUntil(seconds: 20) { b.parked == 4 }, "four threads wait on B", file: file, line: line)
      var contendedUnlocks = 0
      for _ in 0..<rounds {
        // This thread holds A; once all four of A's threads wait, its unlock wakes one of them.
        guard waitUntil(seconds: 20, { a.parked == 4 }) else { break }
        a.lock.unlock()
        contendedUnlocks += 1
        a.lock.lock()
      }
      a.stop = true
      a.lock.unlock()
      for _ in 0..<4 { XCTAssertTrue(waitFor(aDone), "an A thread never finished", file: file, line: line) }
      XCTAssertEqual(contendedUnlocks, rounds, "A's four threads waited before each unlock", file: file, line: line)
      XCTAssertGreaterThanOrEqual(
        a.wakeUps.load(ordering: .relaxed), rounds, "each of those unlocks woke a thread waiting on A", file: file,
        line: line)
      XCTAssertEqual(
        b.wakeUps.load(ordering: .relaxed), 0, "no unlock of A woke a thread waiting on B", file: file, line: line)
      XCTAssertEqual(b.parked, 4, "B's four threads still wait", file: file, line: line)

      b.lock.unlock()
      for _ in 0..<4 { XCTAssertTrue(waitFor(bDone), "a B thread never got the lock", file: file, line: line) }
      XCTAssertEqual(b.lock.withLock { _ in b.count }, 4, file: file, line: line)
      XCTAssertEqual(
        b.wakeUps.load(ordering: .relaxed), 4, "B passed from waiter to waiter, waking each once", file: file,
        line: line)
      XCTAssertEqual(a.parked + b.parked, 0, file: file, line: line)
    }
  }
#endif
