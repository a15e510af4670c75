import Foundation

#if os(Linux)
  import CDispatchMainQueue
  import Glibc
#endif

/// The main dispatch queue served by the terminal's own loop, so `MainScheduler`, `Driver` and the account store's
/// answers run on the main thread without `dispatchMain()` or a run loop.
///
/// On Linux libdispatch tells a foreign loop about queued work through a wake-up handle (an eventfd): the loop
/// polls it beside the terminal, and ``runQueuedWork()`` empties it and runs the work. Nothing spins: the loop
/// sleeps in `poll(2)` until a key, a resize or queued work wakes it. Elsewhere (Apple's systems) there is no such
/// handle: ``wakeUpDescriptor`` is `nil`, and ``runQueuedWork()`` turns the run loop once without waiting.
///
/// ```swift
/// for event in try terminal.readEvents(timeout: MainQueue.pollInterval, wakingOn: MainQueue.wakeUpDescriptor) {
///   if case .wakeUp = event { MainQueue.runQueuedWork() }
/// }
/// ```
enum MainQueue {
  /// The descriptor that is readable while work waits on the main queue (`nil` where libdispatch has none).
  static var wakeUpDescriptor: Int32? {
    #if os(Linux)
      return _dispatch_get_main_queue_handle_4CF()
    #else
      return nil
    #endif
  }

  /// How long a loop may sleep without a wake-up descriptor before it runs the main queue's work anyway (`nil`
  /// where the descriptor wakes it: no limit).
  static var pollInterval: Duration? {
    wakeUpDescriptor == nil ? .milliseconds(20) : nil
  }

  /// Runs the work queued on the main queue; call it on the main thread. Work queued while it runs wakes the
  /// descriptor again and runs on the next call.
  static func runQueuedWork() {
    #if os(Linux)
      let descriptor = _dispatch_get_main_queue_handle_4CF()
      var counter: UInt64 = 0
      // The eventfd is non-blocking: reading an empty one fails with EAGAIN and changes nothing.
      _ = read(descriptor, &counter, MemoryLayout<UInt64>.size)
      _dispatch_main_queue_callback_4CF(nil)
    #else
      _ = RunLoop.main.run(mode: .default, before: Date())
    #endif
  }

  /// Serves the main queue until `isSettled()` holds, sleeping while nothing is queued, then runs what is still
  /// queued (the completions that follow an answer), so nothing of the settled work is left waiting.
  /// - Parameters:
  ///   - limit: The longest wait.
  ///   - isSettled: Checked before each wait, after each round of work.
  /// - Returns: Whether `isSettled()` held before the limit.
  static func serve(for limit: Duration, until isSettled: () -> Bool) -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now + limit
    while !isSettled() {
      let left = deadline - clock.now
      guard left > .zero else { return false }
      wait(upTo: min(left, pollInterval ?? left))
      runQueuedWork()
    }
    // Work queued by the last round runs now; each round may queue more, so it is bounded.
    for _ in 0..<16 where wait(upTo: .zero) {
      runQueuedWork()
    }
    return true
  }

  /// Sleeps until the wake-up descriptor is readable or `limit` passes.
  /// - Returns: Whether work is queued (always `true` where there is no descriptor to ask).
  @discardableResult
  private static func wait(upTo limit: Duration) -> Bool {
    #if os(Linux)
      var descriptor = pollfd(fd: _dispatch_get_main_queue_handle_4CF(), events: Int16(POLLIN), revents: 0)
      let (seconds, attoseconds) = limit.components
      let milliseconds = limit == .zero ? 0 : Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
      return poll(&descriptor, 1, milliseconds) > 0
    #else
      let (seconds, attoseconds) = limit.components
      _ = RunLoop.main.run(
        mode: .default, before: Date(timeIntervalSinceNow: Double(seconds) + Double(attoseconds) / 1e18))
      return true
    #endif
  }
}
