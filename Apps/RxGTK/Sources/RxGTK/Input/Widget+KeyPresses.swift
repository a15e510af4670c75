import CGtk

extension Widget {
  /// Calls `handler` for each key pressed while the widget (or a child) has the focus, before the widget's own key
  /// bindings; a `true` result means the key was handled and goes no further. Lives as long as the widget.
  ///
  /// ```swift
  /// option.handleKeyPresses { key in key.keyval == UInt32(GDK_KEY_Right) ? moveRight() : false }
  /// ```
  /// - Parameter handler: Runs on the main thread for each key.
  public func handleKeyPresses(_ handler: @escaping (KeyPress) -> Bool) {
    let box = Unmanaged.passRetained(KeyHandlerBox(handler)).toOpaque()
    rxgtk_widget_add_key_handler(widget, KeyHandlerBox.call, box, KeyHandlerBox.release)
  }
}

/// The Swift side of a key handler: the closure GTK's handler data points to, released with the controller.
private final class KeyHandlerBox {
  let handler: (KeyPress) -> Bool

  init(_ handler: @escaping (KeyPress) -> Bool) {
    self.handler = handler
  }

  static let call: RxGTKKeyHandler = { data, keyval, modifiers in
    guard let data else { return 0 }
    let box = Unmanaged<KeyHandlerBox>.fromOpaque(data).takeUnretainedValue()
    return box.handler(KeyPress(keyval: keyval, modifiers: modifiers)) ? 1 : 0
  }

  static let release: GDestroyNotify = { data in
    guard let data else { return }
    Unmanaged<KeyHandlerBox>.fromOpaque(data).release()
  }
}
