/// The base of every operator's subscription: forwards events to the downstream observer until disposed, and holds
/// what it disposes (see ``SinkSubscription``).
///
/// A sink is made by its producer's run function (see ``Producer``): with the subscriber's `SinkDisposer` when the
/// subscriber subscribed, or with none when a downstream sink did (`subscribe(fromSink:)`); then it is the
/// downstream sink's subscription itself and holds its own upstream subscription. Either way a sink that sends a
/// stop event downstream disposes itself (`forwardStop(_:)`, `forward(_:)`), which lets go of what it holds and so
/// breaks the cycle sink -> upstream sink -> observer -> sink.
@usableFromInline
class Sink<Output>: SinkSubscription {
  @usableFromInline final let observer: AnyObserver<Output>

  @usableFromInline
  init(observer: AnyObserver<Output>, disposer: SinkDisposer?) {
    self.observer = observer
    super.init(disposer: disposer)
  }

  /// Sends `event` downstream unless the sink has been disposed.
  @inlinable
  final func forwardOn(_ event: Event<Output>) {
    if disposal.isDisposed { return }
    observer.on(event)
  }

  /// Sends a stop event downstream and disposes the sink.
  ///
  /// Never inlined: a stop happens once per subscription, and keeping its code (the dispose chain) out of each
  /// sink's `on` leaves the per-element path fewer registers to save. Still specialized, since the body is
  /// `@inlinable`.
  @inlinable @inline(never)
  final func forwardStop(_ event: Event<Output>) {
    forwardOn(event)
    dispose()
  }

  /// Sends `event` downstream: an element as it is, a stop event followed by the sink's disposal. The one place an
  /// event is turned into its delivery.
  @inlinable @inline(__always)
  final func forward(_ event: Event<Output>) {
    switch event {
    case .next: forwardOn(event)
    case .error, .completed: forwardStop(event)
    }
  }
}
