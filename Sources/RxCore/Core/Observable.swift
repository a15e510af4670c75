/// The type-erased observable sequence that every operator returns.
///
/// `Observable` cannot be subclassed outside RxCore; make sequences with `Observable.create`, the creation
/// operators, subjects or relays.
///
/// Thread safety: an `Observable` is immutable once made and may be subscribed to from any thread, so it is
/// `Sendable`. The closures given to operators run on whichever thread delivers the event, as in RxSwift.
public class Observable<Element>: ObservableType, @unchecked Sendable {
  init() {
    #if DEBUG
      Resources.increment()
    #endif
  }

  #if DEBUG
    deinit { Resources.decrement() }
  #endif

  /// Subscribes `observer` to the sequence's events.
  /// - Parameter observer: The observer that receives the events.
  /// - Returns: A disposable that ends the subscription.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    Hooks.reportInternal("Observable.subscribe was not overridden by \(type(of: self))")
    return Disposables.create()
  }

  /// Returns `self`.
  public func asObservable() -> Observable<Element> { self }
}
