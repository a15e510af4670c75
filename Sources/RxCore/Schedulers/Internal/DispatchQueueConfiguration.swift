import Dispatch

/// How the dispatch queue schedulers run work: on `queue`, with timers that may be deferred by `leeway`.
struct DispatchQueueConfiguration: @unchecked Sendable {
  /// Where work runs.
  let queue: DispatchQueue
  /// How late the system may fire timers.
  let leeway: DispatchTimeInterval

  /// Runs `action` on the queue as soon as possible.
  /// - Returns: A disposable that cancels the work if it has not started, or disposes what it returned.
  func schedule<State>(_ state: State, action: @escaping (State) -> any Disposable) -> any Disposable {
    let cancel = SingleAssignmentDisposable()
    let work = UncheckedSendable((state, action))
    queue.async {
      if cancel.isDisposed { return }
      cancel.setDisposable(work.value.1(work.value.0))
    }
    return cancel
  }

  /// Runs `action` on the queue after `dueTime`.
  /// - Returns: A disposable that cancels the timer, or disposes what the work returned.
  func scheduleRelative<State>(
    _ state: State, dueTime: RxTimeInterval, action: @escaping (State) -> any Disposable
  ) -> any Disposable {
    DispatchTimerWork(queue: queue, deadline: .now() + dueTime, leeway: leeway) { action(state) }
  }

  /// Runs `action` on the queue after `startAfter`, then every `period`.
  /// - Returns: A disposable that stops the timer.
  func schedulePeriodic<State>(
    _ state: State, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (State) -> State
  ) -> any Disposable {
    DispatchPeriodicWork(
      queue: queue, deadline: .now() + startAfter, period: period, leeway: leeway, state: state, action: action)
  }
}
