#if !(canImport(Darwin) || RXCORE_PTHREAD_LOCKS)
  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Musl)
    import Musl
  #elseif canImport(Android)
    import Android
  #endif

  /// Where the threads that wait for a contended ``RxLock`` sleep: one pthread mutex and condition variable for the
  /// whole process, made the first time a lock is contended.
  ///
  /// A waiter sleeps only while its lock's word still says "held, with waiters", tested under the mutex, and an
  /// unlocking thread broadcasts under the same mutex after it cleared the word; so no wake-up is lost. Every waiter
  /// wakes and tests its own lock again, which costs little because contention on RxCore's locks is short and rare
  /// (no lock is held while an observer runs): most contended locks are taken while spinning, before anybody waits.
  @usableFromInline
  enum LockParking {
    /// How many times `RxLock.lockContended()` tests the word before it waits.
    @usableFromInline static var spins: Int { 100 }

    private final class Place: @unchecked Sendable {
      let mutex: UnsafeMutablePointer<pthread_mutex_t>
      let condition: UnsafeMutablePointer<pthread_cond_t>

      init() {
        mutex = UnsafeMutablePointer.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        condition = UnsafeMutablePointer.allocate(capacity: 1)
        condition.initialize(to: pthread_cond_t())
        pthread_cond_init(condition, nil)
      }
    }

    /// Made once, on first use, and kept for the life of the process.
    private static let place = Place()

    /// Sleeps until woken, unless `isStillContended` (tested with the mutex held) is already false.
    @usableFromInline
    static func wait(while isStillContended: () -> Bool) {
      let place = place
      pthread_mutex_lock(place.mutex)
      if isStillContended() { pthread_cond_wait(place.condition, place.mutex) }
      pthread_mutex_unlock(place.mutex)
    }

    /// Wakes every waiting thread; called by a thread that has just unlocked a lock that had waiters.
    @usableFromInline
    static func wakeWaiters() {
      let place = place
      pthread_mutex_lock(place.mutex)
      pthread_cond_broadcast(place.condition)
      pthread_mutex_unlock(place.mutex)
    }
  }
#endif
