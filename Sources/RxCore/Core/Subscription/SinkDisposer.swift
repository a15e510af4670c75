/// Connects a producer's sink and its upstream subscription to the disposable the subscriber holds.
@usableFromInline
final class SinkDisposer: Cancelable, @unchecked Sendable {
  private let state = DisposalState()
  @exclusivity(unchecked) private var sink = HeldDisposable.none
  @exclusivity(unchecked) private var subscription = HeldDisposable.none

  @usableFromInline var isDisposed: Bool { state.isDisposed }

  /// Always inlined: called out of line, the optimizer turns its existential parameters into generic ones, and
  /// every producer then opens and copies both existentials to call it, on every subscription.
  @inline(__always)
  func setSinkAndSubscription(sink: consuming any Disposable, subscription: consuming any Disposable) {
    self.sink = .some(sink)
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

  /// Lets go of the sink and the subscription and disposes them, the sink first.
  private func disposeParts() {
    let sink = self.sink.take()
    let subscription = self.subscription.take()
    sink.dispose()
    subscription.dispose()
  }
}
