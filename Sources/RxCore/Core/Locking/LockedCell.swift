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

  /// A value and the pthread mutex guarding it, in one allocation: what ``RxLock`` (with no value), ``AtomicBool`` and
  /// ``AtomicInt`` hold on Apple's systems (and with `-Xswiftc -DRXCORE_PTHREAD_LOCKS`), where `Mutex` and `Atomic`
  /// need macOS 15 / iOS 18.
  ///
  /// Both must stay at one address while threads share them, so they live outside the object that holds the cell:
  /// one block, the mutex first and the value after it, made in `init` and freed in `deinit`.
  @usableFromInline
  struct LockedCell<Value>: ~Copyable, @unchecked Sendable {
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>
    /// Only read or written with `mutex` held.
    @usableFromInline let value: UnsafeMutablePointer<Value>

    @inlinable
    init(_ initial: Value) {
      let valueAlignment = MemoryLayout<Value>.alignment
      let valueOffset = (MemoryLayout<pthread_mutex_t>.stride + valueAlignment - 1) / valueAlignment * valueAlignment
      let block = UnsafeMutableRawPointer.allocate(
        byteCount: valueOffset + MemoryLayout<Value>.size,
        alignment: max(MemoryLayout<pthread_mutex_t>.alignment, valueAlignment))
      mutex = block.initializeMemory(as: pthread_mutex_t.self, repeating: pthread_mutex_t(), count: 1)
      value = (block + valueOffset).initializeMemory(as: Value.self, repeating: initial, count: 1)
      pthread_mutex_init(mutex, nil)
    }

    deinit {
      pthread_mutex_destroy(mutex)
      value.deinitialize(count: 1)
      mutex.deinitialize(count: 1)
      UnsafeMutableRawPointer(mutex).deallocate()
    }

    /// Runs `body` on the value with the mutex held.
    @inlinable @inline(__always)
    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
      pthread_mutex_lock(mutex)
      defer { pthread_mutex_unlock(mutex) }
      return body(&value.pointee)
    }

    /// Runs `body` on the value with the mutex held; an error it throws is rethrown after the mutex is released.
    @inlinable
    func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
      pthread_mutex_lock(mutex)
      defer { pthread_mutex_unlock(mutex) }
      return try body(&value.pointee)
    }
  }
#endif
