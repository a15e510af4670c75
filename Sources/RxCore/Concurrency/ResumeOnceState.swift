/// The pure state machine behind `ContinuationBridge`: makes sure a continuation is resumed exactly once when a
/// subscription's result and the awaiting task's cancellation race each other.
///
/// The three inputs can arrive in any order, from any thread:
/// - `install` (the awaiting task made its continuation and is about to subscribe),
/// - `complete` (the subscription produced its result),
/// - `cancel` (the awaiting task was cancelled; Swift may report this even before `install`).
///
/// Whichever of `complete` and `cancel` comes first after `install` receives the continuation; every later input
/// receives nothing. A `cancel` before `install` (the task was already cancelled) still subscribes, as RxSwift
/// does: a result the subscription delivers at once wins (`Maybe.empty().value` returns `nil`), otherwise the
/// caller cancels right after subscribing.
struct ResumeOnceState<Continuation> {
  /// Where the bridge is.
  enum Phase {
    /// Nothing has happened yet.
    case idle
    /// The continuation waits for a result or a cancellation.
    case waiting(Continuation)
    /// The task was cancelled before the continuation existed.
    case cancelledEarly
    /// The continuation has been handed out; nothing else may resume it.
    case finished
  }

  /// What `install` tells the caller to do.
  enum InstallAction {
    /// Subscribe; the continuation is now waiting.
    case subscribe
    /// Subscribe, then call `cancel()`: the task was cancelled before the continuation existed, so only a result
    /// delivered during the subscription counts.
    case subscribeThenCancel
    /// Do not subscribe: resume this continuation with `CancellationError` now.
    case resumeCancelled(Continuation)
  }

  private(set) var phase = Phase.idle

  /// Whether the continuation has been handed out.
  var isFinished: Bool {
    switch phase {
    case .idle, .waiting, .cancelledEarly: return false
    case .finished: return true
    }
  }

  /// Records the continuation.
  /// - Parameter continuation: The continuation of the awaiting task.
  /// - Returns: Whether to subscribe, or the continuation to resume with cancellation at once.
  mutating func install(_ continuation: Continuation) -> InstallAction {
    switch phase {
    case .idle:
      phase = .waiting(continuation)
      return .subscribe
    case .cancelledEarly:
      phase = .waiting(continuation)
      return .subscribeThenCancel
    case .waiting, .finished:
      // `.waiting` and `.finished` mean `install` was called twice, which the bridge never does; the new
      // continuation is still resumed exactly once, with cancellation.
      phase = .finished
      return .resumeCancelled(continuation)
    }
  }

  /// Records the subscription's result.
  /// - Returns: The continuation to resume with the result, or `nil` when it was already handed out.
  mutating func complete() -> Continuation? {
    guard case .waiting(let continuation) = phase else { return nil }
    phase = .finished
    return continuation
  }

  /// Records the cancellation of the awaiting task.
  /// - Returns: The continuation to resume with `CancellationError`, or `nil` when there is none waiting.
  mutating func cancel() -> Continuation? {
    switch phase {
    case .idle:
      phase = .cancelledEarly
      return nil
    case .waiting(let continuation):
      phase = .finished
      return continuation
    case .cancelledEarly, .finished:
      return nil
    }
  }
}
