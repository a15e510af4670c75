/// The memory orderings RxCore's atomics accept, named as `Synchronization`'s are (whose ordering types need
/// macOS 15 / iOS 18, so RxCore cannot name them on Apple's systems).
///
/// ``AtomicBool`` and ``AtomicInt`` take them with the same labels and case names as `Atomic`, so
/// `flag.load(ordering: .acquiring)` reads the same with either. On the `Atomic` path each case becomes the
/// ordering of the same name, decided at compile time (the argument is a literal and the method is inlined); on the
/// pthread path every operation holds a lock, which orders more strongly than any of them.
@usableFromInline
enum AtomicOrder {
  /// The orderings of a load.
  @usableFromInline
  enum Load {
    case relaxed, acquiring, sequentiallyConsistent
  }

  /// The orderings of a store.
  @usableFromInline
  enum Store {
    case relaxed, releasing, sequentiallyConsistent
  }

  /// The orderings of a read-modify-write operation (exchange, add, bitwise or...).
  @usableFromInline
  enum Update {
    case relaxed, acquiring, releasing, acquiringAndReleasing, sequentiallyConsistent
  }
}
