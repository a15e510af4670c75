import Dispatch
import Foundation

/// Whether the caller runs where the main actor runs: on the main thread, or in work of the main dispatch queue.
///
/// The two differ on Linux under `dispatchMain()`: the main thread parks for good and the main queue's work runs on
/// a worker thread, so `Thread.isMainThread` is false in code that the main actor, `DispatchQueue.main.async` and
/// ``MainScheduler`` run. Under `RunLoop.main.run()` or a GLib main loop that drains the main queue, the main queue's
/// work runs on the main thread. Either way the main thread and the main queue never run at the same time, so code
/// in either is serialized with everything the main actor runs.
///
/// The main queue is known by a dispatch-specific key set on it once: `DispatchQueue.getSpecific(key:)` finds it in
/// work that the main queue runs, on whichever thread it runs.
@usableFromInline
enum MainExecutionContext {
  /// Whether the caller is on the main thread or in work the main queue runs.
  @inlinable
  static var isCurrent: Bool {
    Thread.isMainThread || isMainQueueWork
  }

  /// Whether the caller is in work the main dispatch queue runs (on any thread).
  @usableFromInline
  static var isMainQueueWork: Bool {
    DispatchQueue.getSpecific(key: mainQueueKey.value) != nil
  }

  /// A key set on the main queue, and only there.
  private static let mainQueueKey: UncheckedSendable<DispatchSpecificKey<Void>> = {
    let key = DispatchSpecificKey<Void>()
    DispatchQueue.main.setSpecific(key: key, value: ())
    return UncheckedSendable(key)
  }()
}
