extension ObservableType {
  /// `multicast(makeSubject: { ReplaySubject.create(bufferSize:) })`: shares one subscription and replays the
  /// latest elements.
  ///
  /// Each connection has its own replay subject, as in RxSwift: after the connection ends (disposed, or the source
  /// stopped), the next one starts with an empty buffer, and the subscribers of the earlier connection receive
  /// nothing from it.
  /// - Parameter bufferSize: How many elements to replay.
  /// - Returns: A connectable observable.
  @inlinable
  public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
    multicast(makeSubject: { ReplaySubject.create(bufferSize: bufferSize) }, isolation: nil)
  }

  /// `multicast(makeSubject: { ReplaySubject.createUnbounded() })`: shares one subscription and replays every
  /// element.
  ///
  /// Each connection has its own replay subject (see `replay(_:)`).
  /// - Returns: A connectable observable.
  @inlinable
  public func replayAll() -> ConnectableObservable<Element> {
    multicast(makeSubject: { ReplaySubject.createUnbounded() }, isolation: nil)
  }
}
