import CGtk

/// GLib's main loop on the default context (`GMainLoop`): `run()` handles GTK's events, and with
/// ``MainQueueSource`` the main dispatch queue's work, until `quit()`.
///
/// ```swift
/// let loop = MainLoop()
/// window.rx.closeRequest.subscribe(onNext: { loop.quit() }).disposed(by: bag)
/// loop.run()
/// ```
public final class MainLoop {
  private let loop: OpaquePointer

  /// Makes a loop (not running).
  public init() {
    loop = g_main_loop_new(nil, 0)
  }

  deinit {
    g_main_loop_unref(loop)
  }

  /// Runs the loop until `quit()` is called.
  public func run() { g_main_loop_run(loop) }

  /// Makes `run()` return (after the current event).
  public func quit() { g_main_loop_quit(loop) }

  /// Whether the loop is running.
  public var isRunning: Bool { g_main_loop_is_running(loop) != 0 }

  /// Handles what is ready on the default main context without waiting; for tests.
  /// - Returns: Whether anything was handled.
  @discardableResult
  public static func iterateWithoutWaiting() -> Bool { g_main_context_iteration(nil, 0) != 0 }

  /// Whether the default main context has anything ready to handle now.
  public static var hasPendingEvents: Bool { g_main_context_pending(nil) != 0 }
}
