import Dispatch
import RxCore

/// Work on a background queue that a test waits for before it ends.
///
/// The work gets its value through a slot it empties, so once `waitUntilDone()` returns the background thread holds
/// nothing of the test's: the leak check in `tearDown` cannot see a subject that a finished block still retains
/// (a closure's captures are released some time after the block returns, which a semaphore cannot order).
public final class BackgroundSender<Value: Sendable>: Sendable {
  private let slot: LockedValue<Value?>
  private let done = DispatchSemaphore(value: 0)

  /// Starts `work` with `value` on a global queue.
  public init(_ value: Value, _ work: @escaping @Sendable (Value) -> Void) {
    slot = LockedValue(value)
    DispatchQueue.global().async { [slot, done] in
      if let value = slot.withLock({ $0.take() }) { work(value) }
      done.signal()
    }
  }

  /// Waits (at most 10 s) until the work has run and let go of its value; returns whether it did.
  @discardableResult
  public func waitUntilDone() -> Bool {
    done.wait(timeout: .now() + 10) == .success
  }
}
