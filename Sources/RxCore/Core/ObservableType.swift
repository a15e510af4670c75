/// An observable sequence: something an observer can subscribe to.
public protocol ObservableType: ObservableConvertibleType {
  /// Subscribes `observer` to the sequence's events.
  ///
  /// - Parameter observer: The observer that receives the events.
  /// - Returns: A disposable that ends the subscription.
  func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable where Observer.Element == Element
}

extension ObservableType {
  /// Wraps `self` as an ``Observable``.
  /// - Returns: An observable that forwards to `self`.
  @inlinable
  public func asObservable() -> Observable<Element> {
    Observable.create { observer in self.subscribe(observer) }
  }
}
