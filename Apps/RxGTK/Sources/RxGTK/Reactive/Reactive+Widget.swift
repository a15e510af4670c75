import RxCore

extension Reactive where Base: Widget {
  /// Sets whether the widget reacts to input (`gtk_widget_set_sensitive`), as RxCocoa's `UIControl.rx.isEnabled`.
  public var isSensitive: Binder<Bool> { Binder(base) { $0.isSensitive = $1 } }

  /// Shows or hides the widget.
  public var isVisible: Binder<Bool> { Binder(base) { $0.isVisible = $1 } }

  /// Sets the widget's CSS classes.
  public var cssClasses: Binder<[String]> { Binder(base) { $0.cssClasses = $1 } }

  /// The widget's state flags (pressed, focused, hovered...): the flags now, then each change
  /// (`state-flags-changed`).
  public var stateFlags: Observable<WidgetStateFlags> {
    signalEvents("state-flags-changed", returnValue: false, sendsCurrentValue: true) { $0.stateFlags }
  }
}
