/// The base of every operator's subscription: forwards events to the downstream observer until disposed.
///
/// The operators that matter for speed use `Sink<AnyObserver<Element>>`, with `@inlinable` event handling, and are
/// built by a `Producer`'s specialized run function (see `Producer`), so every event runs specialized code.
/// A sink made by an ``UpstreamHoldingProducer`` for a downstream sink (through `subscribe(fromSink:)`) is that
/// sink's subscription itself: it has no `SinkDisposer`, and keeps its own upstream subscription, given to it by
/// `hold(_:)` once subscribing upstream returns, to dispose (and let go of) when disposed.
@usableFromInline
class Sink<Observer: ObserverType>: Disposable {
  @usableFromInline final let observer: Observer
  /// What disposing the sink disposes, once: its `SinkDisposer`, or the upstream subscription it holds (nothing
  /// until `hold(_:)` brings it; let go of when disposed).
  @usableFromInline @exclusivity(unchecked) final var disposable: any Disposable
  /// Disposed or not, and whether `disposable` is in place: the handshake `SinkDisposer` uses too.
  @usableFromInline final let disposal: DisposalState

  /// A sink whose `SinkDisposer` is `cancel`: disposing the sink disposes it.
  @usableFromInline
  init(observer: Observer, cancel: any Cancelable) {
    #if DEBUG
      Resources.increment()
    #endif
    self.observer = observer
    self.disposable = cancel
    self.disposal = DisposalState(keptFromTheStart: ())
  }

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
      self.disposal = DisposalState(keptFromTheStart: ())
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

  /// Sends a stop event downstream and disposes the subscription.
  ///
  /// Never inlined: a stop happens once per subscription, and keeping its code (the dispose chain) out of each
  /// sink's `on` leaves the per-element path fewer registers to save (`scan` 222 -> 216 instructions per event,
  /// six `map`/`filter` pairs 900 -> 873). Still specialized, since the body is `@inlinable`.
  @inlinable @inline(never)
  final func forwardStop(_ event: Event<Observer.Element>) {
    forwardOn(event)
    dispose()
  }

  /// Whether the sink has been disposed.
  @inlinable
  final var isDisposed: Bool { disposal.isDisposed }

  /// Keeps `subscription`, the sink's subscription to its source, for a sink made without a `SinkDisposer`;
  /// disposes it at once if the sink was disposed first (its source stopped while being subscribed).
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
  /// stored property of `Sink<AnyObserver<Element>>` would look up its generic metadata every time.
  @inlinable
  final func subscription(holding subscription: consuming any Disposable, disposer: SinkDisposer?) -> any Disposable {
    guard let disposer else {
      hold(subscription)
      return self
    }
    disposer.setSinkAndSubscription(sink: self, subscription: subscription)
    return disposer
  }

  @usableFromInline
  func dispose() {
    if disposal.markDisposed() {
      disposeHeld()
    }
  }

  /// Disposes `disposable`, letting go of it if it is an upstream subscription (a `SinkDisposer` stays: the
  /// subscriber holds it anyway); only the caller the `DisposalState` handshake chose calls it.
  @usableFromInline
  final func disposeHeld() {
    if disposal.isKept {
      disposable.dispose()
      return
    }
    var taken: any Disposable = NopDisposable()
    swap(&taken, &disposable)
    taken.dispose()
  }
}
