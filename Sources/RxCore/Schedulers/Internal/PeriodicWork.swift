/// The state and action of an emulated periodic schedule: one call of the action at a time, each with the state the
/// previous call returned.
///
/// A tick that arrives while a call is running is counted, and the running call runs the action again for it when
/// it returns, as RxSwift's `SchedulePeriodicRecursive` does with its pending tick count.
final class PeriodicWork<State>: @unchecked Sendable {
  private let action: (State) -> State
  /// Touched only by the tick that runs the action.
  private var state: State
  /// Ticks that arrived and have not run yet (the one running included).
  private let pendingTicks = AtomicInt(0)

  init(_ state: State, action: @escaping (State) -> State) {
    self.state = state
    self.action = action
  }

  /// Runs the action for this tick and for every tick that arrives meanwhile, while `isLive()` holds; returns at
  /// once when another call is running (that call runs it).
  func run(while isLive: () -> Bool) {
    guard pendingTicks.add(1, ordering: .acquiringAndReleasing).oldValue == 0 else { return }
    repeat {
      if isLive() { state = action(state) }
    } while pendingTicks.subtract(1, ordering: .acquiringAndReleasing).newValue > 0
  }
}
