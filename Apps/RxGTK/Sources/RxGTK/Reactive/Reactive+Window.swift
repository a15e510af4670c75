import RxCore

extension Reactive where Base: Window {
  /// Each request to close the window (its close button, Alt-F4, the window manager); the window then closes.
  public var closeRequest: ControlEvent<Void> { signal("close-request", returnValue: false) }
}
