import RxCore

/// What a ``TestableObservable`` subclass must provide: how it plays its recorded events to one subscriber.
///
/// A requirement, not an override with a default, so a subclass that forgets it does not compile.
protocol TestablePlayback: AnyObject {
  associatedtype Element

  /// Plays the events to `observer`; returns the subscription, which records its end when disposed.
  func play(to observer: AnyObserver<Element>) -> any Disposable
}
