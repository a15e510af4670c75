/// A type that can be converted to a ``ControlEvent``.
public protocol ControlEventType: ObservableType {
  /// Converts `self`.
  func asControlEvent() -> ControlEvent<Element>
}

/// A UI event stream (a tap, an edit), as RxCocoa's ``ControlEvent``: no value on subscription, never errors,
/// subscribed to on the main thread.
///
/// ```swift
/// var tap: ControlEvent<Void> { ControlEvent(events: taps) }
/// button.rx.tap.asSignal().emit(onNext: { print("tapped") }).disposed(by: bag)
/// ```
/// The events are subscribed to on `ConcurrentMainScheduler.instance`: at once on the main thread, on the main
/// queue from any other thread.
///
/// `Sendable` as ``Observable`` is: it may be subscribed to from any thread, and the closures and elements it carries
/// follow the rules stated there.
public struct ControlEvent<PropertyType>: ControlEventType {
  /// The element type.
  public typealias Element = PropertyType

  @usableFromInline let events: Observable<PropertyType>

  /// Wraps `events`, which must not error.
  /// - Parameter events: The event source.
  public init<Events: ObservableType>(events: Events) where Events.Element == Element {
    self.events = events.subscribe(on: ConcurrentMainScheduler.instance)
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

  /// The events as an ``Infallible``.
  public func asInfallible() -> Infallible<Element> {
    asInfallible(onErrorFallbackTo: .empty())
  }
}

extension ControlEvent: @unchecked Sendable {}

extension ControlEvent {
  /// The events as a ``Driver``.
  ///
  /// An error from the events (a bug: control events never fail) is reported through `Hooks.issueHandler` and
  /// the driver completes; RxCocoa stops the program in debug builds.
  public func asDriver() -> Driver<Element> {
    asDriver(onErrorRecover: { error in
      Hooks.report(.unhandledError, "A ControlEvent's driver received an error: \(error)")
      return .empty()
    })
  }

  /// The events as a ``Signal``.
  ///
  /// An error from the events (a bug: control events never fail) is reported through `Hooks.issueHandler` and
  /// the signal completes; RxCocoa stops the program in debug builds.
  public func asSignal() -> Signal<Element> {
    asSignal(onErrorRecover: { error in
      Hooks.report(.unhandledError, "A ControlEvent's signal received an error: \(error)")
      return .empty()
    })
  }
}
