/// A sink that is its own subscription: it keeps its upstream subscription and disposes it when disposed or
/// stopped, so a sink downstream can hold it directly, with no `SinkDisposer` in between.
///
/// Only the subscription handed to the subscriber needs a `SinkDisposer` (it lets go of the sink, its observer and
/// their closures when disposed, even if the subscriber keeps the disposed subscription). A subscription one sink
/// makes to its upstream is held by that sink alone, which lets go of it when disposed; and every sink of this kind
/// disposes itself when its upstream stops. That breaks the cycle sink -> upstream sink -> observer -> sink.
///
/// The sink's producer is an ``UpstreamHoldingProducer``; its run function makes the sink, subscribes it with
/// `subscribe(fromSink:)` and hands the result to `hold(_:)`. Disposal before the subscription arrives (the
/// source stopped synchronously while being subscribed) is handled by the `DisposalState` handshake, the same one
/// `SinkDisposer` uses.
@usableFromInline
class UpstreamHoldingSink<Observer: ObserverType>: Sink<Observer> {
  @usableFromInline @exclusivity(unchecked) final var upstream = HeldDisposable.none

  @inlinable
  override init(observer: Observer, cancel: any Cancelable) {
    super.init(observer: observer, cancel: cancel)
  }

  /// Keeps the sink's subscription to its source; disposes it at once if the sink was disposed first.
  @inlinable
  final func hold(_ subscription: consuming any Disposable) {
    upstream = .some(subscription)
    if disposal.markAssigned() {
      upstream.take().dispose()
    }
  }

  @usableFromInline
  override func dispose() {
    if disposal.markDisposed() {
      upstream.take().dispose()
    }
    cancel.dispose()
  }
}
