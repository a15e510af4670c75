/// A two-way UI property (a text field's text): its values stream, and an observer that sets it, as RxCocoa's
/// `ControlProperty`.
public struct ControlProperty<PropertyType>: ObservableType, ObserverType {
  /// The element type.
  public typealias Element = PropertyType

  private let values: Observable<PropertyType>
  private let valueSink: AnyObserver<PropertyType>

  /// Makes a property from its value stream (which starts with the current value) and its setter.
  /// - Parameters:
  ///   - values: The values, current one first; must not error.
  ///   - valueSink: Sets the property.
  public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink)
  where Element == Values.Element, Element == Sink.Element {
    self.values = values.asObservable()
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

  /// Sets the property from `.next` events.
  public func on(_ event: Event<Element>) {
    switch event {
    case .next:
      valueSink.on(event)
    case .error(let error):
      Hooks.report(.unhandledError, "Binding error to a ControlProperty: \(error)")
    case .completed:
      break
    }
  }

  /// The values as a `Driver`.
  public func asDriver() -> Driver<Element> {
    asDriver(onErrorDriveWith: .empty())
  }
}

extension ControlProperty where PropertyType == String? {
  /// The property with `nil` read as `""`.
  public var orEmpty: ControlProperty<String> {
    let original = self
    let values = original.values.map { $0 ?? "" }
    let valueSink = AnyObserver<String> { event in original.on(event.map { $0 as String? }) }
    return ControlProperty<String>(values: values, valueSink: valueSink)
  }
}

extension ControlProperty: @unchecked Sendable {}
