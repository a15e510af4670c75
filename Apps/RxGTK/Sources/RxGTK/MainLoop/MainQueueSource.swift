import CGtk
import Foundation
import Synchronization

/// Makes GLib's main loop run the work queued on the main dispatch queue, so `MainScheduler`, `Driver` and
/// `DispatchQueue.main.async` work in a GTK program.
///
/// On Linux the main dispatch queue is served by `dispatchMain()` or Foundation's `RunLoop`; a GTK program runs
/// GLib's loop instead. libdispatch tells a foreign loop about queued work through a wake-up handle (an eventfd,
/// written each time work is queued on an empty main queue): `install()` adds a GLib source that watches that fd
/// and, when it is readable, resets it and runs the queued work with libdispatch's
/// `_dispatch_main_queue_callback_4CF`. No polling: the loop sleeps in `poll(2)` until the fd is written.
///
/// ```swift
/// gtk_init()
/// MainQueueSource.install()
/// let loop = MainLoop()
/// Observable.just(1).observe(on: MainScheduler.asyncInstance).subscribe(onNext: { _ in loop.quit() })
/// loop.run()
/// ```
public enum MainQueueSource {
  private static let sourceID = Mutex<UInt32?>(nil)

  /// Adds the source to GLib's default main context, once; later calls return the same source id. Call it on
  /// the main thread, before running the loop. Work already queued runs now.
  /// - Returns: The GLib source id.
  @discardableResult
  public static func install() -> UInt32 {
    if let installed = sourceID.withLock({ $0 }) { return installed }
    let handle = _dispatch_get_main_queue_handle_4CF()
    let id = g_unix_fd_add(handle, G_IO_IN, drainMainQueue, nil)
    sourceID.withLock { $0 = id }
    // Work queued before the handle existed woke nobody: run it now.
    _dispatch_main_queue_callback_4CF(nil)
    return id
  }

  /// Whether `install()` has run.
  public static var isInstalled: Bool { sourceID.withLock { $0 } != nil }

  /// libdispatch's wake-up handle for the main queue (an eventfd on Linux).
  public static var wakeUpHandle: Int32 { _dispatch_get_main_queue_handle_4CF() }

  private static let drainMainQueue: GUnixFDSourceFunc = { descriptor, _, _ in
    // Reset the eventfd (it is non-blocking; a read of an empty one fails with EAGAIN and changes nothing), then
    // run what is queued. Work queued while it runs writes the fd again and is run on the next round.
    var counter: UInt64 = 0
    _ = read(descriptor, &counter, MemoryLayout<UInt64>.size)
    _dispatch_main_queue_callback_4CF(nil)
    return 1  // G_SOURCE_CONTINUE
  }
}
