import CGtk
import Foundation
import RxGTK

extension MainLoop {
  /// Runs GLib's default main context, waiting for events, until `isDone()` holds or `seconds` have passed; for
  /// tests that wait for what the loop delivers (a signal, a timer, queued main-queue work).
  ///
  /// A 20 ms GLib timeout wakes the loop, so the deadline is checked even when nothing else happens.
  ///
  /// ```swift
  /// raise(SIGUSR1)
  /// XCTAssertTrue(MainLoop.iterate(forUpTo: 5) { received == 1 })
  /// ```
  /// - Parameters:
  ///   - seconds: The longest to wait.
  ///   - isDone: What to wait for.
  /// - Returns: Whether `isDone()` holds.
  public static func iterate(forUpTo seconds: TimeInterval, until isDone: () -> Bool) -> Bool {
    let deadline = Date(timeIntervalSinceNow: seconds)
    let ticker = g_timeout_add(20, { _ in 1 }, nil)
    defer { g_source_remove(ticker) }
    while !isDone() {
      if Date() > deadline { return false }
      g_main_context_iteration(nil, 1)
    }
    return true
  }
}
