import CGtk

extension Window {
  /// Asks `keepOpen` on each request to close the window (its close button, Alt-F4, ``close()``); `true` keeps
  /// it open. Lives as long as the window.
  ///
  /// ```swift
  /// window.guardClose { document.hasChanges && !confirmed }
  /// ```
  /// - Parameter keepOpen: Runs on the main thread for each request.
  public func guardClose(_ keepOpen: @escaping () -> Bool) {
    let box = Unmanaged.passRetained(CloseGuardBox(keepOpen)).toOpaque()
    rxgtk_window_set_close_guard(cast(to: GtkWindow.self), CloseGuardBox.call, box, CloseGuardBox.release)
  }

  /// Asks the window to close, as its close button does: `close-request` is emitted, and a guard may keep it open.
  public func close() { gtk_window_close(cast(to: GtkWindow.self)) }
}

/// The Swift side of a close guard, released with the signal handler.
private final class CloseGuardBox {
  let keepOpen: () -> Bool

  init(_ keepOpen: @escaping () -> Bool) {
    self.keepOpen = keepOpen
  }

  static let call: RxGTKCloseGuard = { data in
    guard let data else { return 0 }
    return Unmanaged<CloseGuardBox>.fromOpaque(data).takeUnretainedValue().keepOpen() ? 1 : 0
  }

  static let release: GDestroyNotify = { data in
    guard let data else { return }
    Unmanaged<CloseGuardBox>.fromOpaque(data).release()
  }
}
