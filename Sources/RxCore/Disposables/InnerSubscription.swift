/// The subscription to one inner sequence of a higher-order operator (`flatMap`, `flatMapLatest`...), which is
/// also the base of that sequence's observer: one object per inner sequence instead of an observer and a
/// ``SingleAssignmentDisposable``. The subscription is set once, as a ``SingleAssignmentDisposable``'s content is.
@usableFromInline
class InnerSubscription: Cancelable, @unchecked Sendable {
  private let lock = RxLock()
  @exclusivity(unchecked) private var state = SingleAssignmentState()

  @usableFromInline
  init() {
    #if DEBUG
      Resources.increment()
    #endif
  }

  #if DEBUG
    deinit { Resources.decrement() }
  #endif

  /// Whether `dispose()` has been called.
  @usableFromInline
  final var isDisposed: Bool { lock.withLock { _ in state.isDisposed } }

  /// Sets the subscription to the inner sequence. Call it once.
  /// - Parameter disposable: The subscription.
  @usableFromInline
  final func setDisposable(_ disposable: any Disposable) {
    switch lock.withLock({ _ in state.assign(disposable) }) {
    case .kept:
      break
    case .disposeNow:
      disposable.dispose()
    case .assignedTwice:
      Hooks.reportInternal("An inner subscription was assigned twice.")
      disposable.dispose()
    }
  }

  /// Ends the subscription to the inner sequence, now or when it is set.
  @usableFromInline
  final func dispose() {
    lock.withLock { _ in state.dispose() }?.dispose()
  }
}
