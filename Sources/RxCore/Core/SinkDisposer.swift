/// Connects a producer's sink and its upstream subscription to the disposable the subscriber holds.
final class SinkDisposer: Cancelable, @unchecked Sendable {
  private static let disposedBit = 1
  private static let assignedBit = 2

  private let state = AtomicInt(0)
  @exclusivity(unchecked) private var sink: (any Disposable)?
  @exclusivity(unchecked) private var subscription: (any Disposable)?

  var isDisposed: Bool { state.load(ordering: .acquiring) & Self.disposedBit != 0 }

  func setSinkAndSubscription(sink: any Disposable, subscription: any Disposable) {
    self.sink = sink
    self.subscription = subscription
    let previous = state.bitwiseOr(Self.assignedBit, ordering: .acquiringAndReleasing).oldValue
    if previous & Self.disposedBit != 0 {
      sink.dispose()
      subscription.dispose()
      self.sink = nil
      self.subscription = nil
    }
  }

  func dispose() {
    let previous = state.bitwiseOr(Self.disposedBit, ordering: .acquiringAndReleasing).oldValue
    guard previous & Self.disposedBit == 0, previous & Self.assignedBit != 0 else { return }
    let sink = self.sink
    let subscription = self.subscription
    self.sink = nil
    self.subscription = nil
    sink?.dispose()
    subscription?.dispose()
  }
}
