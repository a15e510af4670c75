import CGtk

/// The Swift side of one GTK signal handler: the closures GTK's handler data points to, retained by GTK until it
/// destroys the handler (at a disconnect, or when the object goes away).
final class SignalHandler {
  private let returnValue: gboolean
  private let onEmit: () -> Void
  private let onDestroyed: () -> Void

  init(returnValue: Bool, onEmit: @escaping () -> Void, onDestroyed: @escaping () -> Void) {
    self.returnValue = returnValue ? 1 : 0
    self.onEmit = onEmit
    self.onDestroyed = onDestroyed
  }

  /// The C handler, connected swapped: its first argument is the handler data whatever the signal's signature,
  /// and the signal's own arguments (which it does not read) follow, as the C calling convention allows.
  static let emission: @convention(c) (gpointer?) -> gboolean = { data in
    guard let data else { return 0 }
    let handler = Unmanaged<SignalHandler>.fromOpaque(data).takeUnretainedValue()
    handler.onEmit()
    return handler.returnValue
  }

  /// GTK's destroy-notify for the handler data: runs `onDestroyed` and releases the handler.
  static let release: GClosureNotify = { data, _ in
    guard let data else { return }
    let handler = Unmanaged<SignalHandler>.fromOpaque(data).takeRetainedValue()
    handler.onDestroyed()
  }
}
