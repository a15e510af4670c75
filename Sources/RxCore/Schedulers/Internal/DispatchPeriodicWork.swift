import Dispatch

/// Work that a repeating dispatch timer runs every period, each time with the state the previous run returned.
///
/// Runs never overlap (a dispatch source serializes its handler). Disposing it cancels the timer and releases the
/// work and its state.
final class DispatchPeriodicWork<State>: Cancelable, @unchecked Sendable {
  private let lock = RxLock()
  private var timer: (any DispatchSourceTimer)?
  private var action: ((State) -> State)?
  private var state: State?

  /// Starts a timer on `queue` that first runs at `deadline`, then every `period`.
  init(
    queue: DispatchQueue, deadline: DispatchTime, period: DispatchTimeInterval, leeway: DispatchTimeInterval,
    state: State, action: @escaping (State) -> State
  ) {
    self.action = action
    self.state = state
    let timer = DispatchSource.makeTimerSource(queue: queue)
    self.timer = timer
    timer.schedule(deadline: deadline, repeating: period, leeway: leeway)
    timer.setEventHandler { self.tick() }
    timer.resume()
  }

  var isDisposed: Bool { lock.withLock { _ in action == nil } }

  private func tick() {
    let current = lock.withLock { _ -> ((State) -> State, State)? in
      guard let action, let state else { return nil }
      return (action, state)
    }
    guard let (action, state) = current else { return }
    let next = action(state)
    lock.withLock { _ in
      if self.action != nil { self.state = next }
    }
  }

  func dispose() {
    let timer = lock.withLock { _ in
      defer {
        action = nil
        state = nil
        self.timer = nil
      }
      return self.timer
    }
    timer?.cancel()
  }
}
