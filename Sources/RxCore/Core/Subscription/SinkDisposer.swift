/// Connects a producer's sink and its upstream subscription to the disposable the subscriber holds.
///
/// Disposed before `setSinkAndSubscription` (the sink stopped while its producer's `run` was still subscribing),
/// it disposes nothing until `run` has returned, as RxSwift's `SinkDisposer` does: a source the sink already
/// subscribed stays subscribed while `run` subscribes the rest (see ``SinkSubscription/disposeKept()``).
@usableFromInline
final class SinkDisposer: Cancelable, @unchecked Sendable {
  private let state = DisposalState()
  @exclusivity(unchecked) private var sink: SinkSubscription?
  @exclusivity(unchecked) private var subscription = HeldDisposable.none

  @usableFromInline var isDisposed: Bool { state.isDisposed }

  /// Always inlined: called out of line, the optimizer turns its existential parameter into a generic one, and
  /// every producer then opens and copies the existential to call it, on every subscription.
  @inline(__always)
  func setSinkAndSubscription(sink: SinkSubscription, subscription: consuming any Disposable) {
    self.sink = sink
    self.subscription = .some(subscription)
    if state.markAssigned() {
      disposeParts()
    }
  }

  @usableFromInline
  func dispose() {
    if state.markDisposed() {
      disposeParts()
    }
  }

  /// Lets go of the sink and the subscription and disposes them: the sink, what the sink keeps of its own (its
  /// sources' subscriptions, ``SinkSubscription/disposeKept()``), then the subscription `run` returned.
  private func disposeParts() {
    let sink = self.sink.take()
    let subscription = self.subscription.take()
    sink?.dispose()
    sink?.disposeKept()
    subscription.dispose()
  }
}
