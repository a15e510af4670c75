import Synchronization

#if RXCORE_TSAN
  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Musl)
    import Musl
  #elseif canImport(Darwin)
    import Darwin
  #endif
#endif

/// The lock every RxCore type uses: a `Synchronization.Mutex`.
///
/// ThreadSanitizer cannot see `Mutex`'s futex calls on Linux and reports every access it guards as a race (a
/// four-thread counter under a `Mutex` gets the right total and hundreds of reports). Building with
/// `-Xswiftc -DRXCORE_TSAN`, as `.ci/run` does for `swift test --sanitize=thread`, swaps in a pthread mutex, which
/// ThreadSanitizer understands; nothing else changes.
///
/// The closure receives an ignored `inout Void`, like `Mutex<Void>.withLock`, and may return values that are not
/// `Sendable`: it is used for state that lives next to the lock in the same object.
///
/// `withLock` is `@inlinable`, so the operators whose event handling is inlined into client code lock without a
/// call. The non-throwing overload is the one every lock in RxCore uses: the typed-throws one keeps the optimizer
/// from inlining the body into the caller (a few dozen instructions more per lock).
@usableFromInline
struct RxLock: ~Copyable, @unchecked Sendable {
  #if RXCORE_TSAN
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>

    @usableFromInline
    init() {
      mutex = .allocate(capacity: 1)
      mutex.initialize(to: pthread_mutex_t())
      pthread_mutex_init(mutex, nil)
    }

    deinit {
      pthread_mutex_destroy(mutex)
      mutex.deallocate()
    }

    /// Runs `body` with the lock held.
    @inlinable @inline(__always)
    func withLock<Result>(_ body: (inout Void) -> Result) -> Result {
      pthread_mutex_lock(mutex)
      defer { pthread_mutex_unlock(mutex) }
      var unit: Void = ()
      return body(&unit)
    }

    /// Runs `body` with the lock held; an error it throws is rethrown after the lock is released.
    @inlinable
    func withLock<Result, Failure: Error>(_ body: (inout Void) throws(Failure) -> Result) throws(Failure) -> Result {
      pthread_mutex_lock(mutex)
      defer { pthread_mutex_unlock(mutex) }
      var unit: Void = ()
      return try body(&unit)
    }
  #else
    @usableFromInline let mutex: Mutex<Void>

    @inlinable
    init() {
      mutex = Mutex(())
    }

    /// Runs `body` with the lock held.
    @inlinable @inline(__always)
    func withLock<Result>(_ body: (inout Void) -> Result) -> Result {
      mutex.withLock { _ -> LockedResult<Result> in
        var unit: Void = ()
        return LockedResult(body(&unit))
      }.value
    }

    /// Runs `body` with the lock held; an error it throws is rethrown after the lock is released.
    @inlinable
    func withLock<Result, Failure: Error>(_ body: (inout Void) throws(Failure) -> Result) throws(Failure) -> Result {
      try mutex.withLock { _ throws(Failure) -> LockedResult<Result> in
        var unit: Void = ()
        return LockedResult(try body(&unit))
      }.value
    }
  #endif
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

/// A value behind an `RxLock`, for process-wide settings.
final class LockedValue<Value>: @unchecked Sendable {
  private let lock = RxLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` on the value with the lock held.
  func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.withLock { _ in body(&value) }
  }
}
