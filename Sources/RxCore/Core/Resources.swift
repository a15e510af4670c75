import Synchronization

/// Counts live RxCore resources (observables, subscriptions, sinks, subjects) in debug builds.
///
/// The same idea as RxSwift's `Resources.total`: take `Resources.total` before a test and check it is back to the
/// same number after everything is disposed; a difference is a leaked subscription. In release builds nothing is
/// counted and `total` stays 0.
public enum Resources {
  /// The number of live resources (debug builds only; always 0 in release builds).
  public static var total: Int { resourceCount.load(ordering: .relaxed) }

  #if DEBUG
    /// Adds one to `total` for a resource of your own and returns the new count (debug builds only), as RxSwift's
    /// `Resources.incrementTotal()`. RxSwift returns `Int32` and has it only under `TRACE_RESOURCES`.
    ///
    /// ```swift
    /// final class Connection {
    ///   init() { Resources.incrementTotal() }
    ///   deinit { Resources.decrementTotal() }
    /// }
    /// ```
    @discardableResult
    public static func incrementTotal() -> Int { resourceCount.add(1, ordering: .relaxed).newValue }

    /// Subtracts one from `total` and returns the new count (debug builds only), as RxSwift's
    /// `Resources.decrementTotal()`.
    @discardableResult
    public static func decrementTotal() -> Int { resourceCount.subtract(1, ordering: .relaxed).newValue }
  #endif

  static func increment() { resourceCount.add(1, ordering: .relaxed) }
  static func decrement() { resourceCount.subtract(1, ordering: .relaxed) }
}

private let resourceCount = Atomic<Int>(0)
