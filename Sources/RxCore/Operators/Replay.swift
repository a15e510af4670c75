extension ObservableType {
  /// `multicast(ReplaySubject.create(bufferSize:))`: shares one subscription and replays the latest elements.
  /// - Parameter bufferSize: How many elements to replay.
  /// - Returns: A connectable observable.
  @inlinable
  public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
    multicast(ReplaySubject.create(bufferSize: bufferSize))
  }

  /// `multicast(ReplaySubject.createUnbounded())`: shares one subscription and replays every element.
  /// - Returns: A connectable observable.
  @inlinable
  public func replayAll() -> ConnectableObservable<Element> {
    multicast(ReplaySubject.createUnbounded())
  }
}
