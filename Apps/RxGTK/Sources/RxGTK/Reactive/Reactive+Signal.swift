import CGtk
import RxCore

extension Reactive where Base: Widget {
  /// Each emission of a GTK signal of the widget, as a `ControlEvent`; completes when the widget is destroyed.
  ///
  /// ```swift
  /// entry.rx.signal("activate").subscribe(onNext: { window.moveFocus() }).disposed(by: bag)
  /// ```
  /// The handler is connected on the main thread at subscription and disconnected at disposal. The widget is held
  /// weakly: a subscription made after the Swift widget is gone completes at once.
  /// - Parameters:
  ///   - name: The detailed signal name, for example `"clicked"` or `"notify::label"`.
  ///   - returnValue: For signals with a `gboolean` result, what the handler returns (default false).
  /// - Returns: The emissions.
  public func signal(_ name: String, returnValue: Bool = false) -> ControlEvent<Void> {
    signal(name, returnValue: returnValue) { _ in () }
  }

  /// Each emission of a GTK signal, as a `ControlEvent` of what `read` reads from the widget at that moment.
  /// - Parameters:
  ///   - name: The detailed signal name.
  ///   - returnValue: For signals with a `gboolean` result, what the handler returns (default false).
  ///   - read: Reads the value to send from the widget, on the main thread.
  /// - Returns: The values.
  public func signal<Value>(_ name: String, returnValue: Bool = false, read: @escaping (Base) -> Value)
    -> ControlEvent<Value>
  {
    ControlEvent(events: signalEvents(name, returnValue: returnValue, read: read))
  }

  /// A `ControlProperty` whose values are the property now, then after each emission of `changedSignal`.
  /// - Parameters:
  ///   - changedSignal: The signal emitted when the property changes.
  ///   - getter: Reads the property.
  ///   - setter: Writes the property (on the main thread).
  /// - Returns: The property.
  public func property<Value>(
    changedSignal: String, getter: @escaping (Base) -> Value, setter: @escaping (Base, Value) -> Void
  ) -> ControlProperty<Value> {
    ControlProperty(
      values: signalEvents(changedSignal, returnValue: false, sendsCurrentValue: true, read: getter),
      valueSink: Binder(base, binding: setter))
  }

  /// The emissions of `name`, each read with `read`; with `sendsCurrentValue`, first the value at subscription.
  ///
  /// Subscribed (and disposed) once on `MainScheduler.instance`: nested `subscribe(on:)` would queue the inner
  /// subscription, since the main scheduler runs at once only when nothing is queued or running.
  func signalEvents<Value>(
    _ name: String, returnValue: Bool, sendsCurrentValue: Bool = false, read: @escaping (Base) -> Value
  ) -> Observable<Value> {
    weak let weakBase = base
    return Observable<Value>.create { observer in
      guard let base = weakBase else {
        observer.on(.completed)
        return Disposables.create()
      }
      weak let emitter = base
      let connection = SignalConnection(
        base.object, signal: name, returnValue: returnValue,
        onEmit: {
          guard let emitter else { return }
          observer.on(.next(read(emitter)))
        },
        onObjectGone: { observer.on(.completed) })
      if sendsCurrentValue { observer.on(.next(read(base))) }
      return connection
    }.subscribe(on: MainScheduler.instance)
  }
}
