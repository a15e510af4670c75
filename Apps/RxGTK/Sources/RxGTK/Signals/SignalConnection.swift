import CGtk
import Dispatch
import Foundation
import RxCore

/// One GTK signal handler that calls Swift closures, disconnected by `dispose()`.
///
/// The object holds the handler (and through it the closures, usually an observer); the connection holds the
/// object only weakly (a `GWeakRef`), so neither keeps the other alive. When the object is destroyed first, GTK
/// releases the handler and `onObjectGone` runs; a later `dispose()` does nothing.
///
/// ```swift
/// let connection = SignalConnection(object, signal: "clicked", onEmit: { print("tap") }, onObjectGone: {})
/// connection.dispose()  // disconnects
/// ```
/// Connect and dispose on the main thread (GTK's thread); `dispose()` from another thread is moved there.
final class SignalConnection: Cancelable {
  private let handlerID: gulong
  private let weakObject: UnsafeMutablePointer<GWeakRef>
  private let state = LockedConnectionState()

  /// Connects the handler.
  /// - Parameters:
  ///   - object: The GObject that emits the signal.
  ///   - signal: The detailed signal name, for example `"clicked"` or `"notify::label"`.
  ///   - returnValue: What the handler returns to GTK, for signals with a `gboolean` result (`close-request`:
  ///     false lets the window close); ignored by signals without a result.
  ///   - onEmit: Runs at each emission, on the main thread.
  ///   - onObjectGone: Runs once if GTK drops the handler before `dispose()` (the object was destroyed).
  init(
    _ object: UnsafeMutablePointer<GObject>, signal: String, returnValue: Bool = false,
    onEmit: @escaping () -> Void, onObjectGone: @escaping () -> Void
  ) {
    weakObject = .allocate(capacity: 1)
    weakObject.initialize(to: GWeakRef())
    g_weak_ref_init(weakObject, gpointer(object))
    let state = self.state
    let handler = SignalHandler(
      returnValue: returnValue, onEmit: onEmit,
      onDestroyed: { [state] in
        if state.withLock({ $0.handlerDestroyed() }) == .complete { onObjectGone() }
      })
    // G_CONNECT_SWAPPED: GTK passes the handler's data first, so one C function serves every signal signature.
    handlerID = g_signal_connect_data(
      gpointer(object), signal, unsafeBitCast(SignalHandler.emission, to: GCallback.self),
      Unmanaged.passRetained(handler).toOpaque(), SignalHandler.release, G_CONNECT_SWAPPED)
  }

  deinit {
    g_weak_ref_clear(weakObject)
    weakObject.deinitialize(count: 1)
    weakObject.deallocate()
  }

  /// Whether `dispose()` has run or the object is gone.
  var isDisposed: Bool { state.withLock { $0 } != .connected }

  /// Disconnects the handler (on the main thread), releasing its closures.
  func dispose() {
    guard state.withLock({ $0.dispose() }) == .disconnect else { return }
    if Thread.isMainThread {
      disconnect()
    } else {
      let transfer = MainThreadOnly(self)
      DispatchQueue.main.async { transfer.value.disconnect() }
    }
  }

  private func disconnect() {
    guard let object = g_weak_ref_get(weakObject) else { return }
    defer { g_object_unref(object) }
    if g_signal_handler_is_connected(object, handlerID) != 0 {
      g_signal_handler_disconnect(object, handlerID)
    }
  }
}
