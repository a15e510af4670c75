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
struct RxLock: ~Copyable, @unchecked Sendable {
  #if RXCORE_TSAN
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

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
    @inline(__always)
    func withLock<Result, Failure: Error>(_ body: (inout Void) throws(Failure) -> Result) throws(Failure) -> Result {
      pthread_mutex_lock(mutex)
      defer { pthread_mutex_unlock(mutex) }
      var unit: Void = ()
      return try body(&unit)
    }
  #else
    private let mutex = Mutex<Void>(())

    init() {}

    /// Runs `body` with the lock held.
    @inline(__always)
    func withLock<Result, Failure: Error>(_ body: (inout Void) throws(Failure) -> Result) throws(Failure) -> Result {
      var outcome: Result?
      try mutex.withLock { (unit: inout Void) throws(Failure) in outcome = try body(&unit) }
      return outcome.unsafelyUnwrapped
    }
  #endif
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
