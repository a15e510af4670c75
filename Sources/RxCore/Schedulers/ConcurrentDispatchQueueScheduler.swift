import Dispatch
import Foundation

/// Runs work on a dispatch queue that may be concurrent, as RxSwift's ``ConcurrentDispatchQueueScheduler`` does;
/// suited to background work.
///
/// ```swift
/// let background = ConcurrentDispatchQueueScheduler(qos: .background)
/// Observable.just(file).observe(on: background).map(load)
/// ```
/// Work scheduled separately may run at the same time on a concurrent queue; operators that need one event at a
/// time serialize their own deliveries.
///
/// `Sendable`, whatever it is given: it may be called from any thread. The work it runs must be safe on the thread
/// the scheduler runs it on.
public class ConcurrentDispatchQueueScheduler: SchedulerType, @unchecked Sendable {
  /// The interval type, as in RxSwift.
  public typealias TimeInterval = Foundation.TimeInterval
  /// The time type, as in RxSwift.
  public typealias Time = Date

  let configuration: DispatchQueueConfiguration

  /// The current time.
  public var now: Date { Date() }

  /// Makes a scheduler that runs work on `queue`.
  /// - Parameters:
  ///   - queue: The queue; a serial queue works too.
  ///   - leeway: How late the system may fire timers.
  public init(queue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
    configuration = DispatchQueueConfiguration(queue: queue, leeway: leeway)
  }

  /// Makes a scheduler with a new concurrent queue of quality of service `qos`.
  /// - Parameters:
  ///   - qos: The quality of service of the queue.
  ///   - leeway: How late the system may fire timers.
  public convenience init(qos: DispatchQoS, leeway: DispatchTimeInterval = .nanoseconds(0)) {
    let queue = DispatchQueue(label: "rxcore.queue.\(qos.qosClass)", qos: qos, attributes: [.concurrent])
    self.init(queue: queue, leeway: leeway)
  }

  /// Runs `action` on the queue as soon as possible.
  /// - Parameters:
  ///   - state: The value passed to `action`.
  ///   - action: The work.
  /// - Returns: A disposable that cancels the work if it has not started (best effort).
  public final func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> any Disposable)
    -> any Disposable
  {
    configuration.schedule(state, action: action)
  }

  /// Runs `action` on the queue after `dueTime`.
  /// - Parameters:
  ///   - state: The value passed to `action`.
  ///   - dueTime: How long to wait.
  ///   - action: The work.
  /// - Returns: A disposable that cancels the work if it has not started (best effort).
  public final func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    configuration.scheduleRelative(state, dueTime: dueTime, action: action)
  }

  /// Runs `action` on the queue after `startAfter` and then every `period`, each time with the state the
  /// previous run returned; runs never overlap.
  /// - Parameters:
  ///   - state: The first state.
  ///   - startAfter: How long to wait before the first run.
  ///   - period: The time between runs.
  ///   - action: The work.
  /// - Returns: A disposable that stops the repetition.
  public func schedulePeriodic<StateType>(
    _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
    action: @escaping (StateType) -> StateType
  ) -> any Disposable {
    configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
  }
}
