/// How long `share(replay:scope:)` keeps its subject, as in RxSwift.
public enum SubjectLifetimeScope: Sendable {
  /// The subject lives only while there is at least one subscriber: when the count drops to zero, or the source
  /// stops, the replay buffer is dropped and the next subscriber subscribes to the source again.
  ///
  /// A subscriber arriving while the stop is delivered (a `retry` or `catch` below the share) subscribes to the
  /// source once the ended connection has disposed it, so it starts a shared upstream afresh; RxSwift subscribes at
  /// once and joins the still-live upstream (see "Differences from RxSwift").
  case whileConnected
  /// One subject for ever: late subscribers get the replay buffer and the stop event of the first connection,
  /// and a reconnect subscribes the source into that same subject.
  case forever
}

extension ObservableType {
  /// Shares one subscription to this sequence among all subscribers, replaying the latest `replay` elements to
  /// late subscribers.
  ///
  /// ```swift
  /// let state = taps.scan(false) { last, _ in !last }.share(replay: 1, scope: .whileConnected)
  /// ```
  /// - Parameters:
  ///   - replay: How many elements to replay to a new subscriber.
  ///   - scope: How long the shared subject lives (see ``SubjectLifetimeScope``).
  /// - Returns: The shared observable.
  @inlinable
  public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
    switch (scope, replay) {
    case (.forever, 0):
      return multicast(PublishSubject()).refCount()
    case (.forever, _):
      return multicast(ReplaySubject.create(bufferSize: replay)).refCount()
    case (.whileConnected, _):
      return ShareWhileConnected(source: asObservable(), replay: max(0, replay))
    }
  }
}
