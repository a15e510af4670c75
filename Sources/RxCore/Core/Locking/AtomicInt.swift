#if canImport(Darwin) || RXCORE_PTHREAD_LOCKS
  /// An `Int` that threads update without a lock of their own: RxCore's stand-in for `Atomic<Int>`.
  ///
  /// On Apple's systems `Atomic` needs macOS 15 / iOS 18, so there (and with `-Xswiftc -DRXCORE_PTHREAD_LOCKS`) the
  /// value sits with a pthread mutex in a ``LockedCell``, and every operation takes the mutex. That costs one
  /// allocation per value (the mutex and the value, which must not move while threads share them) and an
  /// uncontended lock and unlock per operation, where the `Atomic` used on other systems costs neither. The orderings are accepted and ignored: the
  /// lock orders more strongly than any of them. `add` and `subtract` trap on overflow, as `Atomic`'s do.
  @usableFromInline
  struct AtomicInt: ~Copyable, @unchecked Sendable {
    @usableFromInline let cell: LockedCell<Int>

    @inlinable
    init(_ value: Int) {
      cell = LockedCell(value)
    }

    /// The current value.
    @inlinable @inline(__always)
    func load(ordering: AtomicOrder.Load) -> Int {
      cell.withLock { value in value }
    }

    /// Replaces the value.
    @inlinable @inline(__always)
    func store(_ desired: Int, ordering: AtomicOrder.Store) {
      cell.withLock { value in value = desired }
    }

    /// Replaces the value with `desired` if it is `expected`; returns whether it did and the value it found.
    @inlinable @inline(__always)
    func compareExchange(expected: Int, desired: Int, ordering: AtomicOrder.Update) -> (
      exchanged: Bool, original: Int
    ) {
      cell.withLock { value in
        let original = value
        if original == expected { value = desired }
        return (original == expected, original)
      }
    }

    /// Adds `operand`; returns the values before and after.
    @inlinable @inline(__always) @discardableResult
    func add(_ operand: Int, ordering: AtomicOrder.Update) -> (oldValue: Int, newValue: Int) {
      cell.withLock { value in update(&value) { $0 + operand } }
    }

    /// Subtracts `operand`; returns the values before and after.
    @inlinable @inline(__always) @discardableResult
    func subtract(_ operand: Int, ordering: AtomicOrder.Update) -> (oldValue: Int, newValue: Int) {
      cell.withLock { value in update(&value) { $0 - operand } }
    }

    /// Sets the bits of `operand`; returns the values before and after.
    @inlinable @inline(__always) @discardableResult
    func bitwiseOr(_ operand: Int, ordering: AtomicOrder.Update) -> (oldValue: Int, newValue: Int) {
      cell.withLock { value in update(&value) { $0 | operand } }
    }

    /// Keeps only the bits of `operand`; returns the values before and after.
    @inlinable @inline(__always) @discardableResult
    func bitwiseAnd(_ operand: Int, ordering: AtomicOrder.Update) -> (oldValue: Int, newValue: Int) {
      cell.withLock { value in update(&value) { $0 & operand } }
    }

    /// Replaces `value` with `change(value)`; call with the cell's mutex held.
    @inlinable @inline(__always)
    func update(_ value: inout Int, _ change: (Int) -> Int) -> (oldValue: Int, newValue: Int) {
      let original = value
      value = change(original)
      return (original, value)
    }
  }
#else
  import Synchronization

  /// An `Int` that threads update without a lock of their own: RxCore's stand-in for `Atomic<Int>`.
  ///
  /// Here it is an `Atomic<Int>`, and costs exactly what that costs: every method is inlined and its ordering, a
  /// literal at every call, picks one of `Atomic`'s at compile time. On Apple's systems, where `Atomic` needs
  /// macOS 15 / iOS 18, the same interface is backed by a lock (see the `RXCORE_PTHREAD_LOCKS` branch of this file).
  /// `add` and `subtract` trap on overflow, as `Atomic`'s do.
  @usableFromInline
  struct AtomicInt: ~Copyable, Sendable {
    @usableFromInline let storage: Atomic<Int>

    @inlinable
    init(_ value: Int) {
      storage = Atomic(value)
    }

    /// The current value.
    @inlinable @inline(__always)
    func load(ordering: AtomicOrder.Load) -> Int {
      switch ordering {
      case .relaxed: storage.load(ordering: .relaxed)
      case .acquiring: storage.load(ordering: .acquiring)
      case .sequentiallyConsistent: storage.load(ordering: .sequentiallyConsistent)
      }
    }

    /// Replaces the value.
    @inlinable @inline(__always)
    func store(_ desired: Int, ordering: AtomicOrder.Store) {
      switch ordering {
      case .relaxed: storage.store(desired, ordering: .relaxed)
      case .releasing: storage.store(desired, ordering: .releasing)
      case .sequentiallyConsistent: storage.store(desired, ordering: .sequentiallyConsistent)
      }
    }

    /// Replaces the value with `desired` if it is `expected`; returns whether it did and the value it found.
    @inlinable @inline(__always)
    func compareExchange(expected: Int, desired: Int, ordering: AtomicOrder.Update) -> (
      exchanged: Bool, original: Int
    ) {
      switch ordering {
      case .relaxed: storage.compareExchange(expected: expected, desired: desired, ordering: .relaxed)
      case .acquiring: storage.compareExchange(expected: expected, desired: desired, ordering: .acquiring)
      case .releasing: storage.compareExchange(expected: expected, desired: desired, ordering: .releasing)
      case .acquiringAndReleasing:
        storage.compareExchange(expected: expected, desired: desired, ordering: .acquiringAndReleasing)
      case .sequentiallyConsistent:
        storage.compareExchange(expected: expected, desired: desired, ordering: .sequentiallyConsistent)
      }
    }

    /// Adds `operand`; returns the values before and after.
    @inlinable @inline(__always) @discardableResult
    func add(_ operand: Int, ordering: AtomicOrder.Update) -> (oldValue: Int, newValue: Int) {
      switch ordering {
      case .relaxed: storage.add(operand, ordering: .relaxed)
      case .acquiring: storage.add(operand, ordering: .acquiring)
      case .releasing: storage.add(operand, ordering: .releasing)
      case .acquiringAndReleasing: storage.add(operand, ordering: .acquiringAndReleasing)
      case .sequentiallyConsistent: storage.add(operand, ordering: .sequentiallyConsistent)
      }
    }

    /// Subtracts `operand`; returns the values before and after.
    @inlinable @inline(__always) @discardableResult
    func subtract(_ operand: Int, ordering: AtomicOrder.Update) -> (oldValue: Int, newValue: Int) {
      switch ordering {
      case .relaxed: storage.subtract(operand, ordering: .relaxed)
      case .acquiring: storage.subtract(operand, ordering: .acquiring)
      case .releasing: storage.subtract(operand, ordering: .releasing)
      case .acquiringAndReleasing: storage.subtract(operand, ordering: .acquiringAndReleasing)
      case .sequentiallyConsistent: storage.subtract(operand, ordering: .sequentiallyConsistent)
      }
    }

    /// Sets the bits of `operand`; returns the values before and after.
    @inlinable @inline(__always) @discardableResult
    func bitwiseOr(_ operand: Int, ordering: AtomicOrder.Update) -> (oldValue: Int, newValue: Int) {
      switch ordering {
      case .relaxed: storage.bitwiseOr(operand, ordering: .relaxed)
      case .acquiring: storage.bitwiseOr(operand, ordering: .acquiring)
      case .releasing: storage.bitwiseOr(operand, ordering: .releasing)
      case .acquiringAndReleasing: storage.bitwiseOr(operand, ordering: .acquiringAndReleasing)
      case .sequentiallyConsistent: storage.bitwiseOr(operand, ordering: .sequentiallyConsistent)
      }
    }

    /// Keeps only the bits of `operand`; returns the values before and after.
    @inlinable @inline(__always) @discardableResult
    func bitwiseAnd(_ operand: Int, ordering: AtomicOrder.Update) -> (oldValue: Int, newValue: Int) {
      switch ordering {
      case .relaxed: storage.bitwiseAnd(operand, ordering: .relaxed)
      case .acquiring: storage.bitwiseAnd(operand, ordering: .acquiring)
      case .releasing: storage.bitwiseAnd(operand, ordering: .releasing)
      case .acquiringAndReleasing: storage.bitwiseAnd(operand, ordering: .acquiringAndReleasing)
      case .sequentiallyConsistent: storage.bitwiseAnd(operand, ordering: .sequentiallyConsistent)
      }
    }
  }
#endif
