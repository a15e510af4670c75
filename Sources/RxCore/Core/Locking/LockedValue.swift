/// A value behind RxCore's own lock, which ThreadSanitizer can see (an RxCore addition; RxSwift has no such type).
///
/// RxTesting and Sprout's tests keep state shared between threads in one of these, so that
/// `swift test --sanitize=thread` sees every lock they take:
///
/// ```swift
/// let seen = LockedValue<[Int]>([])
/// DispatchQueue.global().async { seen.withLock { $0.append(1) } }
/// ```
///
/// Never call an observer or other outside code from `body`: it runs with the lock held.
///
/// `Sendable` whatever `Value` is: every access goes through the lock. What `withLock` returns is no longer
/// protected, so a `Value` that is not `Sendable` (a class reference) must not be returned from it and used later.
public final class LockedValue<Value>: @unchecked Sendable {
  private let lock = RxLock()
  private var value: Value

  /// Makes a lock guarding `value`.
  public init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` on the value with the lock held.
  public func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure)
    -> Result
  {
    try lock.withLock { _ throws(Failure) in try body(&value) }
  }
}
