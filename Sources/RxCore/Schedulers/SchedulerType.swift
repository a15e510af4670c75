import Dispatch
import Foundation

/// A time interval, as in RxSwift.
public typealias RxTimeInterval = DispatchTimeInterval

/// An absolute time, as in RxSwift.
public typealias RxTime = Date

/// Something that runs work, now or as soon as it can.
public protocol ImmediateSchedulerType {
  /// Schedules `action` to run with `state`.
  /// - Parameters:
  ///   - state: The value passed to `action`.
  ///   - action: The work; the disposable it returns is disposed with the scheduled work.
  /// - Returns: A disposable that cancels the work if it has not run yet.
  func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> any Disposable) -> any Disposable
}

/// A scheduler that also knows time and can run work later.
public protocol SchedulerType: ImmediateSchedulerType {
  /// The scheduler's notion of now.
  var now: RxTime { get }

  /// Schedules `action` to run after `dueTime`.
  /// - Returns: A disposable that cancels the work if it has not run yet.
  func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> any Disposable
  ) -> any Disposable

  /// Schedules `action` to run after `startAfter` and then every `period`, each time with the state the previous
  /// run returned.
  /// - Returns: A disposable that stops the repetition.
  func schedulePeriodic<StateType>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping (StateType) -> StateType
  ) -> any Disposable
}

extension SchedulerType {
  /// The default periodic scheduling, emulated with `scheduleRelative`, as RxSwift's.
  ///
  /// Each tick schedules the next one before it runs `action`, as in RxSwift: on a virtual time scheduler, work
  /// that `action` schedules for the next tick's time runs after that tick. A tick that comes while `action` is
  /// still running (on a concurrent scheduler, with a slow action) does not run it alongside: the running call
  /// runs it once more when it returns.
  public func schedulePeriodic<StateType>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping (StateType) -> StateType
  ) -> any Disposable {
    let serial = SerialDisposable()
    let work = PeriodicWork(state, action: action)
    func tick(after interval: RxTimeInterval) {
      serial.disposable = scheduleRelative((), dueTime: interval) { _ in
        guard !serial.isDisposed else { return Disposables.create() }
        tick(after: period)
        work.run(while: { !serial.isDisposed })
        return Disposables.create()
      }
    }
    tick(after: startAfter)
    return serial
  }
}

extension ImmediateSchedulerType {
  /// Schedules `action` so that it can schedule itself again through the `recurse` function it receives.
  /// - Parameters:
  ///   - state: The first state.
  ///   - action: The work; calling `recurse(nextState)` schedules the next run.
  /// - Returns: A disposable that stops the recursion.
  public func scheduleRecursive<State>(
    _ state: State, action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void
  ) -> any Disposable {
    let recursion = RecursiveImmediateScheduler(action: action, scheduler: self)
    recursion.schedule(state)
    return Disposables.create(with: recursion.dispose)
  }
}

/// Runs recursive work on an immediate scheduler, keeping every pending run cancellable.
final class RecursiveImmediateScheduler<State>: @unchecked Sendable {
  private let action: (State, (State) -> Void) -> Void
  private let scheduler: any ImmediateSchedulerType
  private let group = CompositeDisposable()

  init(action: @escaping (State, (State) -> Void) -> Void, scheduler: any ImmediateSchedulerType) {
    self.action = action
    self.scheduler = scheduler
  }

  func schedule(_ state: State) {
    let slot = SingleAssignmentDisposable()
    guard let key = group.insert(slot) else { return }
    let scheduled = scheduler.schedule(state) { [self] state in
      group.remove(for: key)
      guard !group.isDisposed else { return Disposables.create() }
      action(state) { [self] next in schedule(next) }
      return Disposables.create()
    }
    slot.setDisposable(scheduled)
  }

  func dispose() { group.dispose() }
}

extension DispatchTimeInterval {
  /// The interval in seconds, or `nil` for `.never`.
  var seconds: Double? {
    switch self {
    case .seconds(let value): return Double(value)
    case .milliseconds(let value): return Double(value) / 1_000
    case .microseconds(let value): return Double(value) / 1_000_000
    case .nanoseconds(let value): return Double(value) / 1_000_000_000
    case .never: return nil
    @unknown default: return nil
    }
  }

  /// The interval in nanoseconds, saturating; `Int.max` for `.never`.
  var nanoseconds: Int {
    switch self {
    case .seconds(let value): return value.multipliedReportingOverflow(by: 1_000_000_000).partialValue
    case .milliseconds(let value): return value.multipliedReportingOverflow(by: 1_000_000).partialValue
    case .microseconds(let value): return value.multipliedReportingOverflow(by: 1_000).partialValue
    case .nanoseconds(let value): return value
    case .never: return Int.max
    @unknown default: return Int.max
    }
  }
}
