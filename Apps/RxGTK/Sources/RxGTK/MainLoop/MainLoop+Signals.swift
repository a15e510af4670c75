import CGtk
import RxCore

extension MainLoop {
  /// Calls `handler` on the main loop's thread each time the process receives `signal`, instead of the signal's
  /// default action, until the returned subscription is disposed.
  ///
  /// GLib watches SIGHUP, SIGINT, SIGTERM, SIGUSR1, SIGUSR2 and SIGWINCH; the handler runs as a main-loop source,
  /// not in the signal handler, so it may do anything main-thread code does.
  ///
  /// ```swift
  /// let interrupts = MainLoop.handleSignal(SIGINT) { window.close() }
  /// loop.run()
  /// interrupts.dispose()
  /// ```
  /// - Parameters:
  ///   - signal: The signal's number.
  ///   - handler: What to do, on the main loop.
  /// - Returns: The subscription; disposing it stops the watch.
  public static func handleSignal(_ signal: Int32, _ handler: @escaping () -> Void) -> any Disposable {
    let box = Unmanaged.passRetained(SignalHandlerBox(handler)).toOpaque()
    let source = g_unix_signal_add_full(
      G_PRIORITY_DEFAULT, signal,
      { box in
        guard let box else { return 0 }
        Unmanaged<SignalHandlerBox>.fromOpaque(box).takeUnretainedValue().handler()
        return 1
      }, box,
      { box in
        guard let box else { return }
        Unmanaged<SignalHandlerBox>.fromOpaque(box).release()
      })
    return Disposables.create { g_source_remove(source) }
  }
}

/// A signal handler's closure, held by GLib's source until it is removed.
private final class SignalHandlerBox {
  let handler: () -> Void

  init(_ handler: @escaping () -> Void) { self.handler = handler }
}
