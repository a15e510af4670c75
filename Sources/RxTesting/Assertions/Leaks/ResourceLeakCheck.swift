import Foundation

/// Remembers `Resources.total` and later reports whether it changed: the pure core of `assertNoLeaks`,
/// `expectNoLeaks` and `RxTestCase`.
///
/// `Resources.total` is counted only in debug builds of RxCore; in release builds it stays 0 and no leak is ever
/// reported. It is one global counter, so run checks where no other test creates RxCore resources at the same
/// time (XCTest runs tests one at a time; Swift Testing runs them in parallel unless they are `.serialized`).
///
/// ```swift
/// let check = ResourceLeakCheck()
/// let subscription = subject.subscribe(onNext: { _ in })
/// check.leak()            // ResourceLeak(before: 0, after: 2)
/// subscription.dispose()
/// check.leak()            // nil
/// ```
public struct ResourceLeakCheck {
  /// The total when the check was made.
  public let totalBefore: Int
  private let total: () -> Int

  /// Reads the total now.
  /// - Parameter total: Reads the counter (default `Resources.total`).
  public init(counting total: @escaping () -> Int = { Int(Resources.total) }) {
    self.total = total
    self.totalBefore = total()
  }

  /// Reads the total again and compares.
  /// - Returns: `nil` when the total is unchanged; otherwise both totals.
  public func leak() -> ResourceLeak? {
    let after = total()
    return after == totalBefore ? nil : ResourceLeak(before: totalBefore, after: after)
  }

  /// Compares as ``leak()`` does, but while the total is above the one before, first gives other threads up to
  /// `grace` to finish releasing.
  ///
  /// A thread that sent the test's last event may still be returning through the chain, and holding it, when the
  /// test's own thread is done; that is not a leak. Nothing runs on this thread meanwhile, so what waits for this
  /// thread (its run loop, its queue) is still reported. RxSwift's own test base waits up to 1.5 s, running the run
  /// loop meanwhile.
  /// - Parameter grace: How long to wait at the most.
  /// - Returns: `nil` when the total is back to the one before; otherwise both totals.
  public func leak(waitingUpTo grace: Duration) -> ResourceLeak? {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: grace)
    while let leak = leak() {
      guard leak.difference > 0, clock.now < deadline else { return leak }
      Thread.sleep(forTimeInterval: 0.001)
    }
    return nil
  }
}
