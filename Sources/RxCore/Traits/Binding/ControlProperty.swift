/// A type that can be converted to a ``ControlProperty``.
public protocol ControlPropertyType: ObservableType, ObserverType {
  /// Converts `self`.
  func asControlProperty() -> ControlProperty<Element>
}

/// A two-way UI property (a text field's text), as RxCocoa's ``ControlProperty``: its values stream (the current
/// value first, then the user's changes), and an observer that sets it.
///
/// ```swift
/// viewModel.nickname.bind(to: nicknameField.rx.text).disposed(by: bag)
/// nicknameField.rx.text.orEmpty.bind(to: viewModel.nicknameInput).disposed(by: bag)
/// ```
/// The values are subscribed to on `ConcurrentMainScheduler.instance`: at once on the main thread, on the main
/// queue from any other thread.
///
/// `Sendable` as ``Observable`` is: it may be subscribed to from any thread, and the closures and elements it carries
/// follow the rules stated there. Its value sink is a ``Binder``-like observer:
/// values sent to it must be sent as the control's toolkit requires (the main thread, for UIKit and GTK).
public struct ControlProperty<PropertyType>: ControlPropertyType {
  /// The element type.
  public typealias Element = PropertyType

  @usableFromInline let values: Observable<PropertyType>
  @usableFromInline let valueSink: AnyObserver<PropertyType>

  /// Makes a property from its value stream (which starts with the current value) and its setter.
  /// - Parameters:
  ///   - values: The values, current one first; must not error.
  ///   - valueSink: Sets the property.
  public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink)
  where Element == Values.Element, Element == Sink.Element {
    self.values = values.subscribe(on: ConcurrentMainScheduler.instance)
    self.valueSink = valueSink.asObserver()
  }

  /// Subscribes `observer` to the values.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    values.subscribe(observer)
  }

  /// The values after the current one (changes only).
  public var changed: ControlEvent<PropertyType> {
    ControlEvent(events: values.skip(1))
  }

  /// The values as an observable.
  public func asObservable() -> Observable<Element> { values }

  /// Returns `self`.
  public func asControlProperty() -> ControlProperty<Element> { self }

  /// Sets the property from `.next` events and passes `.completed` on to the setter.
  ///
  /// An error is a bug in the bound stream: RxCocoa stops the program in debug builds; RxCore reports it through
  /// `Hooks.issueHandler` and does not pass it on.
  public func on(_ event: Event<Element>) {
    switch event {
    case .next, .completed:
      valueSink.on(event)
    case .error(let error):
      Hooks.report(.unhandledError, "Binding error to a ControlProperty: \(error)")
    }
  }
}

extension ControlProperty: @unchecked Sendable {}

extension ControlProperty {
  /// The values as a ``Driver``.
  ///
  /// An error from the values (a bug: control properties never fail) is reported through `Hooks.issueHandler` and
  /// the driver completes; RxCocoa stops the program in debug builds.
  public func asDriver() -> Driver<Element> {
    asDriver(onErrorRecover: { error in
      Hooks.report(.unhandledError, "A ControlProperty's driver received an error: \(error)")
      return .empty()
    })
  }
}

extension ControlPropertyType where Element == String? {
  /// The property with `nil` read as `""`.
  public var orEmpty: ControlProperty<String> {
    let original = asControlProperty()
    let values = original.values.map { $0 ?? "" }
    let valueSink = AnyObserver<String> { event in original.valueSink.on(event.map { $0 as String? }) }
    return ControlProperty<String>(values: values, valueSink: valueSink)
  }
}
