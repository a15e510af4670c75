import Dispatch
import Foundation

/// Runs work on the main queue: at once when called on the main thread or the main queue, otherwise queued there.
/// Made for `subscribe(on:)`, as RxSwift's: ``ControlEvent`` and ``ControlProperty`` subscribe on it.
///
/// ```swift
/// let clicks = Observable<Void>.create(attachClickHandler).subscribe(on: ConcurrentMainScheduler.instance)
/// ```
/// Unlike ``MainScheduler``, it does not keep order with work it queued earlier: on the main thread the work always
/// runs at once. Use ``MainScheduler`` with `observe(on:)` to deliver events in order.
///
/// `Sendable`, whatever it is given: it may be called from any thread. The work it runs must be safe on the thread
/// the scheduler runs it on.
public final class ConcurrentMainScheduler: SchedulerType, @unchecked Sendable {
  /// The scheduler.
  public static let instance = ConcurrentMainScheduler(mainScheduler: MainScheduler.instance)

  private let mainScheduler: MainScheduler

  private init(mainScheduler: MainScheduler) {
    self.mainScheduler = mainScheduler
  }

  /// The current time.
  public var now: RxTime { mainScheduler.now }

  /// Runs `action` at once on the main thread, or queues it on the main queue from any other thread.
  /// - Returns: A disposable that cancels the work if it has not run yet.
  public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> any Disposable)
    -> any Disposable
  {
    if MainExecutionContext.isCurrent { return action(state) }
    let work = ScheduledWork { action(state) }
    let transfer = UncheckedSendable(work)
    DispatchQueue.main.async { transfer.value.invoke() }
    return work
  }

  /// Runs `action` on the main thread after `dueTime`.
  /// - Returns: A disposable that cancels the work if it has not run yet.
  public func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    mainScheduler.scheduleRelative(state, dueTime: dueTime, action: action)
  }

  /// Runs `action` on the main thread after `startAfter`, then every `period`.
  /// - Returns: A disposable that stops the work.
  public func schedulePeriodic<StateType>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping (StateType) -> StateType
  ) -> any Disposable {
    mainScheduler.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
  }
}
