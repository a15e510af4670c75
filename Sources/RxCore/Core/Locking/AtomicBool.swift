#if canImport(Darwin) || RXCORE_PTHREAD_LOCKS
  /// A `Bool` that threads read and write without a lock of their own: RxCore's stand-in for `Atomic<Bool>`.
  ///
  /// On Apple's systems `Atomic` needs macOS 15 / iOS 18, so there (and with `-Xswiftc -DRXCORE_PTHREAD_LOCKS`) the
  /// value sits with a pthread mutex in a ``LockedCell``, and every operation takes the mutex. That costs one
  /// allocation per flag (the mutex and the value, which must not move while threads share them) and an
  /// uncontended lock and unlock per operation, where the `Atomic` used on other systems costs neither. The orderings are accepted and ignored: the
  /// lock orders more strongly than any of them.
  @usableFromInline
  struct AtomicBool: ~Copyable, @unchecked Sendable {
    @usableFromInline let cell: LockedCell<Bool>

    @inlinable
    init(_ value: Bool) {
      cell = LockedCell(value)
    }

    /// The current value.
    @inlinable @inline(__always)
    func load(ordering: AtomicOrder.Load) -> Bool {
      cell.withLock { value in value }
    }

    /// Replaces the value.
    @inlinable @inline(__always)
    func store(_ desired: Bool, ordering: AtomicOrder.Store) {
      cell.withLock { value in value = desired }
    }

    /// Replaces the value and returns the one it replaced.
    @inlinable @inline(__always) @discardableResult
    func exchange(_ desired: Bool, ordering: AtomicOrder.Update) -> Bool {
      cell.withLock { value in
        let original = value
        value = desired
        return original
      }
    }
  }
#else
  import Synchronization

  /// A `Bool` that threads read and write without a lock of their own: RxCore's stand-in for `Atomic<Bool>`.
  ///
  /// Here it is an `Atomic<Bool>`, and costs exactly what that costs: every method is inlined and its ordering, a
  /// literal at every call, picks one of `Atomic`'s at compile time. On Apple's systems, where `Atomic` needs
  /// macOS 15 / iOS 18, the same interface is backed by a lock (see the `RXCORE_PTHREAD_LOCKS` branch of this file).
  @usableFromInline
  struct AtomicBool: ~Copyable, Sendable {
    @usableFromInline let storage: Atomic<Bool>

    @inlinable
    init(_ value: Bool) {
      storage = Atomic(value)
    }

    /// The current value.
    @inlinable @inline(__always)
    func load(ordering: AtomicOrder.Load) -> Bool {
      switch ordering {
      case .relaxed: storage.load(ordering: .relaxed)
      case .acquiring: storage.load(ordering: .acquiring)
      case .sequentiallyConsistent: storage.load(ordering: .sequentiallyConsistent)
      }
    }

    /// Replaces the value.
    @inlinable @inline(__always)
    func store(_ desired: Bool, ordering: AtomicOrder.Store) {
      switch ordering {
      case .relaxed: storage.store(desired, ordering: .relaxed)
      case .releasing: storage.store(desired, ordering: .releasing)
      case .sequentiallyConsistent: storage.store(desired, ordering: .sequentiallyConsistent)
      }
    }

    /// Replaces the value and returns the one it replaced.
    @inlinable @inline(__always) @discardableResult
    func exchange(_ desired: Bool, ordering: AtomicOrder.Update) -> Bool {
      switch ordering {
      case .relaxed: storage.exchange(desired, ordering: .relaxed)
      case .acquiring: storage.exchange(desired, ordering: .acquiring)
      case .releasing: storage.exchange(desired, ordering: .releasing)
      case .acquiringAndReleasing: storage.exchange(desired, ordering: .acquiringAndReleasing)
      case .sequentiallyConsistent: storage.exchange(desired, ordering: .sequentiallyConsistent)
      }
    }
  }
#endif
