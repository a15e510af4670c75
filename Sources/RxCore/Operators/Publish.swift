extension ObservableType {
  /// `multicast(PublishSubject())`: shares one subscription, without replay, once connected.
  /// - Returns: A connectable observable.
  @inlinable
  public func publish() -> ConnectableObservable<Element> {
    multicast(PublishSubject())
  }
}
