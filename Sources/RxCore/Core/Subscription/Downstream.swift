/// Who a producer's sink sends to: an observer, or the closures of `subscribe(onNext:onError:onCompleted:onDisposed:)`.
///
/// Only a run of stages (``StageRun``) is given the closures: its sink takes them, so the subscriber needs no object
/// of its own. A producer that does not keep them wraps them in a ``CallbackObserver`` (the default
/// `run(_:disposer:)` of ``SinkProducer``).
@usableFromInline
enum Downstream<Element> {
  case observer(AnyObserver<Element>)
  /// Where the subscriber keeps its closures while subscribing; the run takes them out.
  ///
  /// A pointer, so that the enum stays small and copyable: a run function borrows it, where an enum that held the
  /// closures would be consumed, and every subscription would retain and release its observer once more.
  case callbacks(UnsafeMutablePointer<SubscriberCallbacks<Element>?>)

  /// The closures at `callbacks`, taken and wrapped in a ``CallbackObserver``. Kept out of every producer's run
  /// function: most subscriptions come from sinks, with an observer.
  @usableFromInline @inline(never)
  static func wrap(_ callbacks: UnsafeMutablePointer<SubscriberCallbacks<Element>?>) -> AnyObserver<Element> {
    CallbackObserver(take(callbacks)).erased
  }

  /// The closures at `callbacks`, taken out: only once, by the one sink a subscription makes.
  @inlinable
  static func take(_ callbacks: UnsafeMutablePointer<SubscriberCallbacks<Element>?>) -> SubscriberCallbacks<Element> {
    guard let taken = callbacks.pointee.take() else {
      Hooks.reportInternal("The closures of a subscription were taken twice")
      return SubscriberCallbacks(
        onNext: nil, onError: nil, onCompleted: nil, stopped: Disposables.create(), subscriptionCallStack: [],
        isolationCheck: nil)
    }
    return taken
  }
}

/// What a sink sends its events to, held in the sink: ``AnyObserver``, or ``SubscriberCallbacks`` kept in place.
@usableFromInline
protocol EventDestination<Element>: ~Copyable {
  associatedtype Element
  /// Receives one event.
  func on(_ event: Event<Element>)
}

extension AnyObserver: EventDestination {}

extension SubscriberCallbacks: EventDestination {}
