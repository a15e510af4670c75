/// What a ``ConnectableObservable`` subclass must provide: the function that connects it to its source.
///
/// A requirement, not an override with a default, so a connectable that forgets it does not compile (as
/// ``SinkProducer`` is for a `Producer`).
@usableFromInline
protocol ConnectingObservable: AnyObject {
  /// Subscribes to the source, or returns the connection already made.
  func connectNow() -> any Disposable
}
