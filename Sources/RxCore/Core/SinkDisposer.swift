/// Connects a producer's sink and its upstream subscription to the disposable the subscriber holds.
@usableFromInline
final class SinkDisposer: Cancelable, @unchecked Sendable {
  private let state = DisposalState()
  @exclusivity(unchecked) private var sink = HeldDisposable.none
  @exclusivity(unchecked) private var subscription = HeldDisposable.none

  @usableFromInline var isDisposed: Bool { state.isDisposed }

  func setSinkAndSubscription(sink: consuming any Disposable, subscription: consuming any Disposable) {
    self.sink = .some(sink)
    self.subscription = .some(subscription)
    if state.markAssigned() {
      disposeParts()
    }
  }

  /// `setSinkAndSubscription(sink:subscription:)` for the `@inlinable` code of ``UpstreamHoldingSink``. A separate
  /// entry: making that method itself `@usableFromInline` fixes its calling convention, and `Producer` then pays
  /// for copies of both existentials on every subscription (about 60 instructions, measured).
  @usableFromInline
  func setHoldingSink(_ sink: any Disposable, subscription: any Disposable) {
    setSinkAndSubscription(sink: sink, subscription: subscription)
  }

  @usableFromInline
  func dispose() {
    if state.markDisposed() {
      disposeParts()
    }
  }

  /// Lets go of the sink and the subscription and disposes them, the sink first.
  private func disposeParts() {
    let sink = self.sink.take()
    let subscription = self.subscription.take()
    sink.dispose()
    subscription.dispose()
  }
}
