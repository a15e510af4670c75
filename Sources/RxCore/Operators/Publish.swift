extension ObservableType {
  /// `multicast(makeSubject: { PublishSubject() })`: shares one subscription, without replay, once connected.
  ///
  /// Each connection has its own subject, as in RxSwift: after the connection ends (disposed, or the source
  /// stopped), the subscribers of that connection receive nothing from the next one.
  /// - Returns: A connectable observable.
  @inlinable
  public func publish() -> ConnectableObservable<Element> {
    multicast(makeSubject: { PublishSubject() }, isolation: nil)
  }
}
