/// The largest number of sequences one `concat` subscription has had on its stack at once, as RxSwift's (which
/// has it in debug and `TRACE_RESOURCES` builds): a nested concat of the same kind is opened on the stack of the
/// subscription that reaches it instead of being subscribed (see `Observable.concat(_:)`). Set it to 0 before a
/// test and read it after; RxSwift's own tests check it stays at 1 for a recursive concat of collections.
///
/// ```swift
/// maxTailRecursiveSinkStackSize = 0
/// _ = Observable.concat([Observable.just(1), Observable.concat([Observable.just(2)])]).subscribe()
/// print(maxTailRecursiveSinkStackSize)  // 1
/// ```
public var maxTailRecursiveSinkStackSize: Int {
  get { TailRecursion.maxStackSize.load(ordering: .relaxed) }
  set { TailRecursion.maxStackSize.store(newValue, ordering: .relaxed) }
}

/// Where `maxTailRecursiveSinkStackSize` is kept.
enum TailRecursion {
  static let maxStackSize = AtomicInt(0)

  /// Raises `maxTailRecursiveSinkStackSize` to `size` if it is smaller.
  static func recordStackSize(_ size: Int) {
    var seen = maxStackSize.load(ordering: .relaxed)
    while seen < size {
      let (exchanged, original) = maxStackSize.compareExchange(expected: seen, desired: size, ordering: .relaxed)
      if exchanged { return }
      seen = original
    }
  }
}
