#if !(canImport(Darwin) || RXCORE_PTHREAD_LOCKS)
  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Musl)
    import Musl
  #elseif canImport(Android)
    import Android
  #endif

  /// Where the threads that wait for a contended ``RxLock`` sleep: a parking lot, in which a thread waits under the
  /// address of its lock's word and an unlock wakes one thread waiting under that address, never one waiting on
  /// another lock.
  ///
  /// The lot is a fixed table of ``ParkingBucket``s, made the first time a lock is contended and kept for the life
  /// of the process; an address picks its bucket by a multiplicative hash. A bucket has a pthread mutex and a queue
  /// of ``ParkedThread``s, each with a condition variable of its own, so an unpark signals exactly the thread it
  /// takes from the queue. Unrelated locks whose addresses share a bucket share only its mutex, held for a few
  /// instructions: their waiters sleep and wake apart.
  ///
  /// A thread parks only while its lock's word still says "held, with waiters", tested with the bucket's mutex held,
  /// and an unlocking thread unparks under the same mutex after it cleared the word, so no wake-up is lost (the
  /// validation WebKit's `ParkingLot` and Linux's futex do).
  ///
  /// Swift cannot call the variadic `syscall`, so a futex is out of reach and the sleeping is a pthread condition
  /// variable, which ThreadSanitizer intercepts; the table and the queues are only touched with a bucket's mutex
  /// held, so it sees every access ordered.
  @usableFromInline
  enum LockParking {
    /// How many times `RxLock.lockContended()` tests the word before it parks.
    @usableFromInline static var spins: Int { 100 }

    /// How many buckets the lot has (a power of two). Any number of threads can park in one bucket; more buckets
    /// only make it rarer that two busy locks share a bucket's mutex.
    static let bucketCount = 64

    /// The buckets, in one block that is never freed.
    private final class Table: @unchecked Sendable {
      let buckets: UnsafeMutablePointer<ParkingBucket>

      init() {
        buckets = UnsafeMutablePointer.allocate(capacity: LockParking.bucketCount)
        for index in 0..<LockParking.bucketCount { ParkingBucket.initialize(buckets + index) }
      }
    }

    /// Made once, on first use.
    private static let table = Table()

    /// The bucket `address` parks in.
    static func bucketIndex(of address: UnsafeRawPointer) -> Int {
      // Fibonacci hashing: the top bits of the address times 2^64 / golden ratio. The low bits of an address are
      // alike for every object (alignment); the top bits of the product depend on all of them.
      let product = UInt64(UInt(bitPattern: address)) &* 0x9E37_79B9_7F4A_7C15
      return Int(truncatingIfNeeded: product >> UInt64(64 - bucketCount.trailingZeroBitCount))
    }

    private static func bucket(of address: UnsafeRawPointer) -> UnsafeMutablePointer<ParkingBucket> {
      table.buckets + bucketIndex(of: address)
    }

    /// Parks the calling thread under `address` until ``unparkOne(on:)`` wakes it, unless `shouldPark` (tested with
    /// the bucket's mutex held) is already false.
    ///
    /// - Returns: How many times the thread woke before it was unparked and returned (0 when it did not park, 1
    ///   unless its condition variable woke it spuriously).
    static func park(on address: UnsafeRawPointer, if shouldPark: () -> Bool) -> Int {
      let bucket = bucket(of: address)
      return withUnsafeTemporaryAllocation(of: ParkedThread.self, capacity: 1) { storage in
        let waiter = storage.baseAddress.unsafelyUnwrapped
        ParkingBucket.lock(bucket)
        guard shouldPark() else {
          ParkingBucket.unlock(bucket)
          return 0
        }
        ParkedThread.initialize(waiter, address: address)
        ParkingBucket.enqueue(waiter, in: bucket)
        var wakeUps = 0
        repeat {
          ParkedThread.wait(waiter, releasing: bucket)
          wakeUps += 1
        } while !waiter.pointee.isUnparked
        ParkingBucket.unlock(bucket)
        // The unparking thread took the waiter from the queue and signalled it with the mutex held, and is done
        // with it once this thread has the mutex again: the waiter can go.
        ParkedThread.deinitialize(waiter)
        return wakeUps
      }
    }

    /// Wakes the thread that has waited longest under `address`, if one does; called by a thread that has just
    /// unlocked a lock that may have waiters.
    @usableFromInline
    static func unparkOne(on address: UnsafeRawPointer) {
      let bucket = bucket(of: address)
      ParkingBucket.lock(bucket)
      if let waiter = ParkingBucket.dequeueFirst(parkedOn: address, in: bucket) {
        ParkedThread.unpark(waiter)
      }
      ParkingBucket.unlock(bucket)
    }

    /// How many threads wait under `address` now (the tests watch threads park with it).
    static func parkedCount(on address: UnsafeRawPointer) -> Int {
      let bucket = bucket(of: address)
      ParkingBucket.lock(bucket)
      defer { ParkingBucket.unlock(bucket) }
      return ParkingBucket.count(parkedOn: address, in: bucket)
    }
  }
#endif
