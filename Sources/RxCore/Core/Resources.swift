/// Counts live RxCore resources (observables, subscriptions, sinks, subjects) in debug builds.
///
/// The same idea as RxSwift's `Resources.total`: take `Resources.total` before a test and check it is back to the
/// same number after everything is disposed; a difference is a leaked subscription. In release builds nothing is
/// counted and `total` stays 0.
public enum Resources {
  /// The number of live resources (debug builds only; always 0 in release builds). `Int32`, as RxSwift's.
  public static var total: Int32 { Int32(truncatingIfNeeded: resourceCount.load(ordering: .relaxed)) }

  #if DEBUG
    /// Adds one to `total` for a resource of your own and returns the new count (debug builds only), as RxSwift's
    /// `Resources.incrementTotal()` (RxSwift has it only under `TRACE_RESOURCES`).
    ///
    /// ```swift
    /// final class Connection {
    ///   init() { Resources.incrementTotal() }
    ///   deinit { Resources.decrementTotal() }
    /// }
    /// ```
    @discardableResult
    public static func incrementTotal() -> Int32 {
      Int32(truncatingIfNeeded: resourceCount.add(1, ordering: .relaxed).newValue)
    }

    /// Subtracts one from `total` and returns the new count (debug builds only), as RxSwift's
    /// `Resources.decrementTotal()`.
    @discardableResult
    public static func decrementTotal() -> Int32 {
      Int32(truncatingIfNeeded: resourceCount.subtract(1, ordering: .relaxed).newValue)
    }
  #endif

  /// The number of live `observe(on:)` observables that deliver on a serial dispatch queue (a
  /// ``SerialDispatchQueueScheduler`` or ``MainScheduler``), as RxSwift's (which has it only under `TRACE_RESOURCES`):
  /// counted in debug builds, always 0 in release builds.
  public static var numberOfSerialDispatchQueueObservables: Int32 {
    Int32(truncatingIfNeeded: serialQueueObservableCount.load(ordering: .relaxed))
  }

  static func increment() { resourceCount.add(1, ordering: .relaxed) }
  static func decrement() { resourceCount.subtract(1, ordering: .relaxed) }

  /// An `observe(on:)` observable on a serial dispatch queue was made (counted in debug builds).
  @usableFromInline
  static func serialDispatchQueueObservableMade() {
    #if DEBUG
      serialQueueObservableCount.add(1, ordering: .relaxed)
    #endif
  }

  /// An `observe(on:)` observable on a serial dispatch queue went away (counted in debug builds).
  @usableFromInline
  static func serialDispatchQueueObservableReleased() {
    #if DEBUG
      serialQueueObservableCount.subtract(1, ordering: .relaxed)
    #endif
  }
}

private let resourceCount = AtomicInt(0)
private let serialQueueObservableCount = AtomicInt(0)
