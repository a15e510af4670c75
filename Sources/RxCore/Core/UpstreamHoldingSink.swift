/// The sink of an ``UpstreamHoldingProducer``: forwards events to the downstream observer until disposed, like
/// `Sink`, and can be a downstream sink's subscription itself, holding its own upstream subscription.
///
/// It holds one disposable, disposed once, when the sink is disposed:
/// - made with a `SinkDisposer` (the subscriber subscribed): that disposer, which has the sink and its upstream
///   subscription;
/// - made without (a downstream sink subscribed, with `subscribe(fromSink:)`): its upstream subscription, given by
///   `hold(_:)` once subscribing upstream returns, and let go of when disposed. If the sink was disposed first (its
///   source stopped while being subscribed), `hold(_:)` disposes the subscription at once: the `DisposalState`
///   handshake `SinkDisposer` uses.
///
/// It is not a `Sink` subclass: `Sink` keeps its `any Cancelable` and its flag as they are, so the operators that
/// do not opt in pay nothing for this one.
@usableFromInline
class UpstreamHoldingSink<Observer: ObserverType>: Disposable {
  @usableFromInline final let observer: Observer
  /// What disposing the sink disposes: its `SinkDisposer`, or the upstream subscription it holds (nothing until
  /// `hold(_:)` brings it).
  @usableFromInline @exclusivity(unchecked) final var disposable: any Disposable
  @usableFromInline final let disposal: DisposalState

  /// A sink with `disposer` as its `SinkDisposer`, or with none (`nil`: a downstream sink holds it, and it holds
  /// its upstream subscription, given by `hold(_:)`).
  @usableFromInline
  init(observer: Observer, disposer: SinkDisposer?) {
    #if DEBUG
      Resources.increment()
    #endif
    self.observer = observer
    if let disposer {
      self.disposable = disposer
      self.disposal = DisposalState(assigned: true)
    } else {
      self.disposable = NopDisposable()
      self.disposal = DisposalState()
    }
  }

  #if DEBUG
    deinit { Resources.decrement() }
  #endif

  /// Sends `event` downstream unless the sink has been disposed.
  @inlinable
  final func forwardOn(_ event: Event<Observer.Element>) {
    if disposal.isDisposed { return }
    observer.on(event)
  }

  /// Sends a stop event downstream and disposes the sink; never inlined, as `Sink.forwardStop(_:)`.
  @inlinable @inline(never)
  final func forwardStop(_ event: Event<Observer.Element>) {
    forwardOn(event)
    dispose()
  }

  /// Whether the sink has been disposed.
  @inlinable
  final var isDisposed: Bool { disposal.isDisposed }

  /// Keeps `subscription`, the sink's subscription to its source, for a sink made without a `SinkDisposer`;
  /// disposes it at once if the sink was disposed first.
  @inlinable
  final func hold(_ subscription: consuming any Disposable) {
    disposable = subscription
    if disposal.markAssigned() {
      disposeHeld()
    }
  }

  /// What a run function of an ``UpstreamHoldingProducer`` returns once the sink made with `disposer` has
  /// subscribed upstream: the disposer, given the sink and `subscription`; or, with no disposer, the sink itself,
  /// holding `subscription`.
  ///
  /// Called in the run function, where the sink's type is concrete: in the producer's generic code, reaching a
  /// stored property of `UpstreamHoldingSink<AnyObserver<Element>>` would look up its generic metadata every time.
  @inlinable
  final func subscription(holding subscription: consuming any Disposable, disposer: SinkDisposer?) -> any Disposable {
    guard let disposer else {
      hold(subscription)
      return self
    }
    disposer.setHoldingSink(self, subscription: subscription)
    return disposer
  }

  @usableFromInline
  func dispose() {
    if disposal.markDisposed() {
      disposeHeld()
    }
  }

  /// Lets go of what the sink holds and disposes it; only the caller the `DisposalState` handshake chose calls it.
  @usableFromInline
  final func disposeHeld() {
    var taken: any Disposable = NopDisposable()
    swap(&taken, &disposable)
    taken.dispose()
  }
}
