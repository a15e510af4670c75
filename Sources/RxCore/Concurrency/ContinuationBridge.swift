/// Awaits the one result of a subscription, disposing the subscription when the awaiting task is cancelled.
///
/// A thin shell around `ResumeOnceState`: state changes happen under a lock, continuations are resumed and
/// subscriptions disposed outside it. One bridge serves one `await`.
// `@unchecked`: `state` is only touched under `lock`.
final class ContinuationBridge<Value: Sendable>: @unchecked Sendable {
  private let lock = RxLock()
  private var state = ResumeOnceState<CheckedContinuation<Value, any Error>>()
  private let subscription = SingleAssignmentDisposable()

  /// Subscribes with `subscribe` and waits for the result it passes to `resume(with:)`.
  ///
  /// Cancelling the awaiting task disposes the subscription and throws `CancellationError`. A task cancelled
  /// before the call still subscribes, as RxSwift does: a result delivered during the subscription is returned
  /// (`Completable.empty().value` returns), otherwise the subscription is disposed at once and
  /// `CancellationError` thrown.
  /// - Parameter subscribe: Subscribes and sends the result to the bridge's `resume(with:)`; it runs once, on the
  ///   calling task, before the first suspension.
  /// - Returns: The result's value.
  /// - Throws: The result's error, or `CancellationError`.
  func value(subscribe: (ContinuationBridge<Value>) -> any Disposable) async throws -> Value {
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Value, any Error>) in
        switch lock.withLock({ _ in state.install(continuation) }) {
        case .subscribe:
          subscription.setDisposable(subscribe(self))
        case .subscribeThenCancel:
          subscription.setDisposable(subscribe(self))
          cancel()
        case .resumeCancelled(let continuation):
          continuation.resume(throwing: CancellationError())
        }
      }
    } onCancel: {
      cancel()
    }
  }

  /// Delivers the subscription's result; only the first result (or cancellation) counts.
  /// - Parameter result: The value or error.
  func resume(with result: Result<Value, any Error>) {
    guard let continuation = lock.withLock({ _ in state.complete() }) else { return }
    continuation.resume(with: result)
    subscription.dispose()
  }

  private func cancel() {
    let continuation = lock.withLock { _ in state.cancel() }
    continuation?.resume(throwing: CancellationError())
    subscription.dispose()
  }
}
