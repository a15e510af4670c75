#if canImport(Darwin) || RXCORE_PTHREAD_LOCKS
  #if canImport(Darwin)
    import Darwin
  #elseif canImport(Glibc)
    import Glibc
  #elseif canImport(Musl)
    import Musl
  #elseif canImport(Android)
    import Android
  #endif

  /// The lock every RxCore type uses; on Apple's systems a pthread mutex in memory of its own.
  ///
  /// `Synchronization.Atomic`, which the lock used elsewhere is made of, needs macOS 15 / iOS 18 / tvOS 18 /
  /// watchOS 11, and RxCore supports macOS 12 / iOS 15 / tvOS 15 / watchOS 8. So on Darwin, and on any system when
  /// RxCore is built with `-Xswiftc -DRXCORE_PTHREAD_LOCKS` (which is how CI runs this code on Linux), the lock is a
  /// pthread mutex. A pthread mutex must not move once it is in use, so the lock is a ``LockedCell`` with no value:
  /// the mutex is allocated when the lock is made and destroyed and freed with it, one allocation more per lock than
  /// the atomic word used elsewhere. ThreadSanitizer intercepts `pthread_mutex_lock`, so no annotation is needed.
  ///
  /// The closure receives an ignored `inout Void`, like `Mutex<Void>.withLock`, and may return values that are not
  /// `Sendable`: it is used for state that lives next to the lock in the same object.
  @usableFromInline
  struct RxLock: ~Copyable, @unchecked Sendable {
    @usableFromInline let cell: LockedCell<Void>

    @inlinable
    init() {
      cell = LockedCell(())
    }

    /// Runs `body` with the lock held.
    @inlinable @inline(__always)
    func withLock<Result>(_ body: (inout Void) -> Result) -> Result {
      cell.withLock(body)
    }

    /// Runs `body` with the lock held; an error it throws is rethrown after the lock is released.
    @inlinable
    func withLock<Result, Failure: Error>(_ body: (inout Void) throws(Failure) -> Result) throws(Failure) -> Result {
      try cell.withLock(body)
    }

    /// Takes the lock, for the one critical section the optimizer will not inline as a closure
    /// (`SwitchSink.on`); every path must then call `unlock()`.
    @inlinable @inline(__always)
    func lock() {
      pthread_mutex_lock(cell.mutex)
    }

    /// Releases the lock `lock()` took.
    @inlinable @inline(__always)
    func unlock() {
      pthread_mutex_unlock(cell.mutex)
    }
  }
#else
  import Synchronization

  /// The lock every RxCore type uses: one atomic word, which ThreadSanitizer sees as it sees any atomic.
  ///
  /// Uncontended, locking is one compare-and-exchange and unlocking one exchange, inlined where the lock is used:
  /// no thread identity is read and no function is called. A thread that finds the lock taken spins a little, then
  /// parks in ``LockParking`` under the address of the lock's word until the holder unlocks. The word is 0 when the
  /// lock is free, 1 when it is held, 2 when it is held and a thread may be waiting; the holder that unlocks a 2
  /// wakes one thread parked on this lock, and no other (the protocol of Drepper's "Futexes Are Tricky", with a
  /// parking lot where a futex would be, because Swift cannot call the variadic `syscall`). The thread woken takes
  /// the lock with 2, so its own unlock wakes the next.
  ///
  /// ThreadSanitizer understands it with no annotation and no define: locking acquires and unlocking releases the
  /// same atomic word, and the parking goes through pthread functions it intercepts. So a package that runs
  /// `swift test --sanitize=thread` sees no report from RxCore, and a normal build pays nothing for that.
  ///
  /// This is the lock on every system but Apple's, where `Atomic` would need macOS 15 / iOS 18: there (and with
  /// `-Xswiftc -DRXCORE_PTHREAD_LOCKS`) the lock is a heap-allocated pthread mutex instead, with the same interface.
  /// It is not recursive: RxCore never locks again while it holds a lock, because it never calls an observer or a
  /// user closure with a lock held.
  ///
  /// The closure receives an ignored `inout Void`, like `Mutex<Void>.withLock`, and may return values that are not
  /// `Sendable`: it is used for state that lives next to the lock in the same object.
  @usableFromInline
  struct RxLock: ~Copyable, @unchecked Sendable {
    /// 0 free, 1 held, 2 held with a thread perhaps waiting.
    @usableFromInline let word: Atomic<UInt32>

    @inlinable
    init() {
      word = Atomic(0)
    }

    /// Runs `body` with the lock held.
    @inlinable @inline(__always)
    func withLock<Result>(_ body: (inout Void) -> Result) -> Result {
      lock()
      var unit: Void = ()
      let result = body(&unit)
      unlock()
      return result
    }

    /// Runs `body` with the lock held; an error it throws is rethrown after the lock is released.
    @inlinable
    func withLock<Result, Failure: Error>(_ body: (inout Void) throws(Failure) -> Result) throws(Failure) -> Result {
      lock()
      defer { unlock() }
      var unit: Void = ()
      return try body(&unit)
    }

    /// Takes the lock (`withLock` does, and so do the tests of the word and `SwitchSink.on`, whose one critical
    /// section the optimizer will not inline as a closure); every path must then call `unlock()`.
    @inlinable @inline(__always)
    func lock() {
      if !word.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged { lockContended() }
    }

    /// Releases the lock `lock()` took, and wakes one thread waiting for it, if any.
    @inlinable @inline(__always)
    func unlock() {
      if word.exchange(0, ordering: .releasing) != 1 { unlockContended() }
    }

    /// `lock()` once the word was not 0.
    @usableFromInline
    func lockContended() {
      lockContended(onWakeUp: {})
    }

    /// `lock()`, calling `onWakeUp` each time this thread wakes from parking (the tests count wake-ups with it).
    func lock(onWakeUp: () -> Void) {
      if !word.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged {
        lockContended(onWakeUp: onWakeUp)
      }
    }

    /// Spins while the holder is likely still running, then marks the word 2 and parks until an unlock wakes this
    /// thread, until it takes the lock.
    private func lockContended(onWakeUp: () -> Void) {
      for _ in 0..<LockParking.spins {
        if word.load(ordering: .relaxed) == 0,
          word.compareExchange(expected: 0, desired: 1, ordering: .acquiring).exchanged
        {
          return
        }
      }
      withParkingAddress { address in
        // Taken with 2, not 1: another thread may still be waiting, and the unlock must wake it.
        while word.exchange(2, ordering: .acquiring) != 0 {
          let wakeUps = LockParking.park(on: address, if: { word.load(ordering: .relaxed) == 2 })
          for _ in 0..<wakeUps { onWakeUp() }
        }
      }
    }

    /// `unlock()` once the word was 2: wakes the thread that has waited longest on this lock.
    @usableFromInline
    func unlockContended() {
      withParkingAddress { LockParking.unparkOne(on: $0) }
    }

    /// Runs `body` with the address of the lock's word, which its waiters park under.
    ///
    /// The word is an `Atomic`, which never moves and is only ever borrowed in place (it lives in a class, a global
    /// or a captured box), so every thread that borrows this lock sees the same address.
    func withParkingAddress<Result>(_ body: (UnsafeRawPointer) -> Result) -> Result {
      withUnsafePointer(to: word) { body(UnsafeRawPointer($0)) }
    }
  }
#endif
