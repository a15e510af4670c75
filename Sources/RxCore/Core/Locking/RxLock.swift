#if canImport(Darwin) || RXCORE_PTHREAD_LOCKS
  /// The lock every RxCore type uses; on Apple's systems a pthread mutex in memory of its own.
  ///
  /// `Synchronization.Mutex` needs macOS 15 / iOS 18 / tvOS 18 / watchOS 11, and RxCore supports macOS 12 / iOS 15 /
  /// tvOS 15 / watchOS 8. So on Darwin, and on any system when RxCore is built with `-Xswiftc -DRXCORE_PTHREAD_LOCKS`
  /// (which is how CI runs this code on Linux), the lock is a pthread mutex. A pthread mutex must not move once it is
  /// in use, so the lock is a ``LockedCell`` with no value: the mutex is allocated when the lock is made and destroyed
  /// and freed with it, one allocation more per lock than the `Mutex` used elsewhere. ThreadSanitizer intercepts
  /// `pthread_mutex_lock`, so no annotation is needed.
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
  }
#else
  import Synchronization

  /// The lock every RxCore type uses: a `Synchronization.Mutex` that ThreadSanitizer can see.
  ///
  /// ThreadSanitizer cannot see `Mutex`'s futex calls on Linux: without help it reports every access the lock guards
  /// as a race once two threads contend. So each lock remembers, when it is made, whether the ThreadSanitizer runtime
  /// is in the process (``ThreadSanitizerHooks``), and if so tells it about every acquire and release. Nobody has to
  /// pass a define: a package built with `swift test --sanitize=thread` gets a lock ThreadSanitizer understands, and a
  /// normal build pays one byte load and a branch per lock (the flag sits next to the futex word).
  ///
  /// This is the lock on every system but Apple's, where `Mutex` would need macOS 15 / iOS 18: there (and with
  /// `-Xswiftc -DRXCORE_PTHREAD_LOCKS`) the lock is a heap-allocated pthread mutex instead, with the same interface.
  ///
  /// The closure receives an ignored `inout Void`, like `Mutex<Void>.withLock`, and may return values that are not
  /// `Sendable`: it is used for state that lives next to the lock in the same object.
  ///
  /// `withLock` is `@inlinable`, so the operators whose event handling is inlined into client code lock without a
  /// call. The non-throwing overload is the one every lock in RxCore uses: the typed-throws one keeps the optimizer
  /// from inlining the body into the caller (a few dozen instructions more per lock).
  @usableFromInline
  struct RxLock: ~Copyable, @unchecked Sendable {
    /// The futex, and beside it 1 when ThreadSanitizer is watching this process, else 0.
    @usableFromInline let mutex: Mutex<UInt8>

    @inlinable
    init() {
      mutex = Mutex(ThreadSanitizerHooks.isActive ? 1 : 0)
    }

    /// Runs `body` with the lock held.
    @inlinable @inline(__always)
    func withLock<Result>(_ body: (inout Void) -> Result) -> Result {
      mutex.withLock { flag -> LockedResult<Result> in
        if flag != 0 { ThreadSanitizerHooks.acquired(&flag) }
        defer { if flag != 0 { ThreadSanitizerHooks.releasing(&flag) } }
        var unit: Void = ()
        return LockedResult(body(&unit))
      }.value
    }

    /// Runs `body` with the lock held; an error it throws is rethrown after the lock is released.
    @inlinable
    func withLock<Result, Failure: Error>(_ body: (inout Void) throws(Failure) -> Result) throws(Failure) -> Result {
      try mutex.withLock { flag throws(Failure) -> LockedResult<Result> in
        if flag != 0 { ThreadSanitizerHooks.acquired(&flag) }
        defer { if flag != 0 { ThreadSanitizerHooks.releasing(&flag) } }
        var unit: Void = ()
        return LockedResult(try body(&unit))
      }.value
    }
  }

  /// Carries what an `RxLock` body returns out of `Mutex.withLock`, which only returns values it can send: the
  /// value belongs to the object that holds the lock, as the state the lock guards does.
  @usableFromInline
  struct LockedResult<Value>: @unchecked Sendable {
    @usableFromInline let value: Value

    @inlinable
    init(_ value: Value) {
      self.value = value
    }
  }
#endif
