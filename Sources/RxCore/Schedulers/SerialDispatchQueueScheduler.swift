import Dispatch
import Foundation

/// Runs work on a serial dispatch queue, as RxSwift's ``SerialDispatchQueueScheduler`` does.
///
/// ```swift
/// let background = SerialDispatchQueueScheduler(qos: .userInitiated)
/// downloads.observe(on: background).map(parse).observe(on: MainScheduler.instance)
/// ```
/// The scheduler is always serial: a queue given to `init(queue:internalSerialQueueName:leeway:)`, which may be
/// concurrent, only becomes the target of an internal serial queue. Some operators rely on that (for example
/// `observe(on:)` delivers straight to the queue, one event after another). ``MainScheduler`` is one, on the main
/// queue, as in RxSwift.
///
/// `Sendable`, whatever it is given: it may be called from any thread. The work it runs must be safe on the thread
/// the scheduler runs it on.
public class SerialDispatchQueueScheduler: SchedulerType, @unchecked Sendable {
  /// The interval type, as in RxSwift.
  public typealias TimeInterval = Foundation.TimeInterval
  /// The time type, as in RxSwift.
  public typealias Time = Date

  let configuration: DispatchQueueConfiguration

  /// The current time.
  public var now: Date { Date() }

  init(serialQueue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
    configuration = DispatchQueueConfiguration(queue: serialQueue, leeway: leeway)
  }

  /// Makes a scheduler with its own serial queue named `internalSerialQueueName`.
  /// - Parameters:
  ///   - internalSerialQueueName: The label of the serial queue.
  ///   - serialQueueConfiguration: Called once with the new queue, to configure it before use.
  ///   - leeway: How late the system may fire timers.
  public convenience init(
    internalSerialQueueName: String, serialQueueConfiguration: ((DispatchQueue) -> Void)? = nil,
    leeway: DispatchTimeInterval = .nanoseconds(0)
  ) {
    let queue = DispatchQueue(label: internalSerialQueueName, attributes: [])
    serialQueueConfiguration?(queue)
    self.init(serialQueue: queue, leeway: leeway)
  }

  /// Makes a scheduler whose internal serial queue, named `internalSerialQueueName`, targets `queue`.
  /// - Parameters:
  ///   - queue: The queue that runs the work; it may be concurrent.
  ///   - internalSerialQueueName: The label of the internal serial queue.
  ///   - leeway: How late the system may fire timers.
  public convenience init(
    queue: DispatchQueue, internalSerialQueueName: String, leeway: DispatchTimeInterval = .nanoseconds(0)
  ) {
    let serialQueue = DispatchQueue(label: internalSerialQueueName, attributes: [], target: queue)
    self.init(serialQueue: serialQueue, leeway: leeway)
  }

  /// Makes a scheduler whose internal serial queue targets the global queue of quality of service `qos`.
  /// - Parameters:
  ///   - qos: The quality of service of the global queue.
  ///   - internalSerialQueueName: The label of the internal serial queue.
  ///   - leeway: How late the system may fire timers.
  public convenience init(
    qos: DispatchQoS, internalSerialQueueName: String = "rx.global_dispatch_queue.serial",
    leeway: DispatchTimeInterval = .nanoseconds(0)
  ) {
    self.init(
      queue: DispatchQueue.global(qos: qos.qosClass), internalSerialQueueName: internalSerialQueueName,
      leeway: leeway)
  }

  /// Runs `action` on the queue as soon as possible.
  /// - Parameters:
  ///   - state: The value passed to `action`.
  ///   - action: The work.
  /// - Returns: A disposable that cancels the work if it has not started (best effort).
  public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> any Disposable)
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
  /// previous run returned.
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
