/// Connects a producer's sink and its upstream subscription to the disposable the subscriber holds.
final class SinkDisposer: Cancelable, @unchecked Sendable {
  private static let disposedBit = 1
  private static let assignedBit = 2

  private let state = AtomicInt(0)
  @exclusivity(unchecked) private var sink = HeldDisposable.none
  @exclusivity(unchecked) private var subscription = HeldDisposable.none

  var isDisposed: Bool { state.load(ordering: .acquiring) & Self.disposedBit != 0 }

  func setSinkAndSubscription(sink: consuming any Disposable, subscription: consuming any Disposable) {
    self.sink = .some(sink)
    self.subscription = .some(subscription)
    let previous = state.bitwiseOr(Self.assignedBit, ordering: .acquiringAndReleasing).oldValue
    if previous & Self.disposedBit != 0 {
      disposeParts()
    }
  }

  func dispose() {
    let previous = state.bitwiseOr(Self.disposedBit, ordering: .acquiringAndReleasing).oldValue
    guard previous & Self.disposedBit == 0, previous & Self.assignedBit != 0 else { return }
    disposeParts()
  }

  /// Lets go of the sink and the subscription and disposes them, the sink first.
  private func disposeParts() {
    let sink = self.sink.take()
    let subscription = self.subscription.take()
    sink.dispose()
    subscription.dispose()
  }
}
