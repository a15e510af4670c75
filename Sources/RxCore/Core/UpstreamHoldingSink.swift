/// The sink of an ``UpstreamHoldingProducer``: forwards events to the downstream observer until disposed, like
/// `Sink`, and can be a downstream sink's subscription itself, holding its own upstream subscription (see
/// ``SinkSubscription``).
///
/// It is not a `Sink` subclass: `Sink` keeps its `any Cancelable` and its flag as they are, so the operators that
/// do not opt in pay nothing for this one.
@usableFromInline
class UpstreamHoldingSink<Observer: ObserverType>: SinkSubscription {
  @usableFromInline final let observer: Observer

  /// A sink with `disposer` as its `SinkDisposer`, or with none (`nil`: a downstream sink holds it, and it holds
  /// its upstream subscription, given by `hold(_:)`).
  @usableFromInline
  init(observer: Observer, disposer: SinkDisposer?) {
    #if DEBUG
      Resources.increment()
    #endif
    self.observer = observer
    super.init(disposer: disposer)
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
}
