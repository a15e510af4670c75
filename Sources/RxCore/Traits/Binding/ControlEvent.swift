/// A UI event stream (a tap, an edit): never errors, delivers on the main thread, as RxCocoa's `ControlEvent`.
public struct ControlEvent<PropertyType>: ObservableType {
  /// The element type.
  public typealias Element = PropertyType

  private let events: Observable<PropertyType>

  /// Wraps `events`, which must not error.
  /// - Parameter events: The event source.
  public init<Events: ObservableType>(events: Events) where Events.Element == Element {
    self.events = events.asObservable()
  }

  /// Subscribes `observer`.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    events.subscribe(observer)
  }

  /// The events as an observable.
  public func asObservable() -> Observable<Element> { events }

  /// Returns `self`.
  public func asControlEvent() -> ControlEvent<Element> { self }

  /// The events as a `Driver`.
  public func asDriver() -> Driver<Element> {
    asDriver(onErrorDriveWith: .empty())
  }

  /// The events as a `Signal`.
  public func asSignal() -> Signal<Element> {
    asSignal(onErrorSignalWith: .empty())
  }
}

extension ControlEvent: @unchecked Sendable {}
