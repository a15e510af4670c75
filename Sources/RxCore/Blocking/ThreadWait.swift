import Dispatch
import Foundation

/// Blocks the calling thread until `finish()` is called from anywhere, or until a timeout.
///
/// On the main thread it runs the current run loop while waiting, so work queued on the main queue (where
/// ``MainScheduler`` delivers) still runs; `finish()` then wakes the run loop by queueing an empty block on the main
/// queue. On other threads it waits on a semaphore.
final class ThreadWait: Sendable {
  private let isFinished = AtomicBool(false)
  private let semaphore = DispatchSemaphore(value: 0)
  private let pumpsMainRunLoop: Bool

  /// Makes a wait for the calling thread.
  init() {
    pumpsMainRunLoop = Thread.isMainThread
  }

  /// Ends the wait. Later calls do nothing.
  func finish() {
    guard !isFinished.exchange(true, ordering: .acquiringAndReleasing) else { return }
    semaphore.signal()
    if pumpsMainRunLoop {
      DispatchQueue.main.async {}
    }
  }

  /// Blocks until `finish()` or the timeout.
  /// - Parameter timeout: The longest wait in seconds, or `nil` for no limit.
  /// - Returns: Whether `finish()` was called (`false` on timeout).
  func wait(timeout: TimeInterval?) -> Bool {
    let deadline = timeout.map { Date(timeIntervalSinceNow: max(0, $0)) } ?? .distantFuture
    while !isFinished.load(ordering: .acquiring) {
      let remaining = deadline.timeIntervalSinceNow
      if remaining <= 0 { return isFinished.load(ordering: .acquiring) }
      if pumpsMainRunLoop {
        if RunLoop.current.run(mode: .default, before: deadline) { continue }
        // The run loop had nothing to wait on; give other threads a moment, then look at the run loop again.
        _ = semaphore.wait(timeout: .now() + .milliseconds(Int(min(remaining, 0.01) * 1_000) + 1))
      } else {
        // `min` keeps the nanosecond count far from overflow for very long (or no) timeouts.
        _ = semaphore.wait(timeout: .now() + .nanoseconds(Int(min(remaining, 1e6) * 1e9)))
      }
    }
    return true
  }
}
