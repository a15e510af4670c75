import CGtk
import RxCore

extension Reactive where Base: Widget {
  /// Each time the keyboard focus comes into the widget or one of its children (`true`) or leaves them all
  /// (`false`), from a focus controller (`GtkEventControllerFocus`) added for this subscription.
  ///
  /// ```swift
  /// toolbar.rx.focusWithin.filter { !$0 }.map { _ in false }.bind(to: isEditing).disposed(by: bag)
  /// ```
  public var focusWithin: ControlEvent<Bool> {
    weak let weakBase = base
    let events = Observable<Bool>.create { observer in
      guard let base = weakBase else {
        observer.on(.completed)
        return Disposables.create()
      }
      let controller = rxgtk_widget_add_focus_controller(base.widget)
      let object = UnsafeMutableRawPointer(controller).assumingMemoryBound(to: GObject.self)
      let enter = SignalConnection(
        object, signal: "enter", onEmit: { observer.on(.next(true)) }, onObjectGone: { observer.on(.completed) })
      let leave = SignalConnection(object, signal: "leave", onEmit: { observer.on(.next(false)) }, onObjectGone: {})
      return Disposables.create {
        enter.dispose()
        leave.dispose()
        if let base = weakBase { gtk_widget_remove_controller(base.widget, controller) }
      }
    }.subscribe(on: MainScheduler.instance)
    return ControlEvent(events: events)
  }
}
