/// The part of a `Sink` that is a subscription: the one disposable it disposes, once, when
/// disposed, and the `DisposalState` handshake that guards it.
///
/// Not generic, so that the producers' generic code reaches its stored properties at fixed offsets (a property of
/// a generic class would need the class's generic metadata, looked up on every subscription).
///
/// What it holds:
/// - made with a `SinkDisposer` (the subscriber subscribed): that disposer, kept and disposed in place (it has the
///   sink and its upstream subscription, and lets go of them);
/// - made without (a downstream sink subscribed, with `subscribe(fromSink:)`): its upstream subscription, given by
///   `hold(_:)` once subscribing upstream returns, and let go of when disposed. If the sink was disposed first (its
///   source stopped while being subscribed), `hold(_:)` disposes the subscription at once.
///
/// A sink that keeps subscriptions of its own besides (one per source of `zip`, the inner sequences of `merge`)
/// disposes them in ``disposeKept()``, never in `dispose()`: the handshake calls it once, after the sink's
/// producer's `run` has returned, so a sink that stops while it is still subscribing its sources keeps the ones it
/// has until it has subscribed the rest, as RxSwift's sinks do (their subscriptions reach their `SinkDisposer` only
/// when `run` returns). A source shared with `refCount()` that the sink subscribes twice is then connected once.
@usableFromInline
class SinkSubscription: Disposable {
  /// Its `SinkDisposer`, or the upstream subscription it holds (nothing until `hold(_:)` brings it).
  @usableFromInline @exclusivity(unchecked) final var disposable: any Disposable
  @usableFromInline final let disposal: DisposalState

  /// Counted in ``Resources`` (debug builds), as every sink is.
  @usableFromInline
  init(disposer: SinkDisposer?) {
    #if DEBUG
      Resources.increment()
    #endif
    if let disposer {
      disposable = disposer
      disposal = DisposalState(keptFromTheStart: ())
    } else {
      disposable = NopDisposable()
      disposal = DisposalState()
    }
  }

  #if DEBUG
    deinit { Resources.decrement() }
  #endif

  /// Whether it has been disposed.
  @inlinable
  final var isDisposed: Bool { disposal.isDisposed }

  /// Keeps `subscription`, the sink's subscription to its source, for a sink made without a `SinkDisposer`;
  /// disposes it at once if the sink was disposed first.
  @usableFromInline
  final func hold(_ subscription: consuming any Disposable) {
    disposable = subscription
    if disposal.markAssigned() {
      disposeHeld()
    }
  }

  @usableFromInline
  func dispose() {
    if disposal.markDisposed() {
      disposeHeld()
    }
  }

  /// Disposes the subscriptions the sink keeps of its own (not those its producer's `run` returned); nothing by
  /// default. Called once, when the sink has been disposed and its producer's `run` has returned: by `disposeHeld()`
  /// for a sink a downstream sink subscribed, by its `SinkDisposer` for one the subscriber subscribed. An override
  /// neither calls `super` nor `dispose()`.
  @usableFromInline
  func disposeKept() {}

  /// Disposes what it holds, letting go of an upstream subscription (a `SinkDisposer` stays: the subscriber holds
  /// it anyway); only the caller the `DisposalState` handshake chose calls it.
  @usableFromInline
  final func disposeHeld() {
    if disposal.isKept {
      // The `SinkDisposer` calls `disposeKept()` once `run` has returned.
      disposable.dispose()
      return
    }
    var taken: any Disposable = NopDisposable()
    swap(&taken, &disposable)
    disposeKept()
    taken.dispose()
  }
}
