import Foundation

/// Runs work as operations on an `OperationQueue`, as RxSwift's ``OperationQueueScheduler`` does; use the queue's
/// `maxConcurrentOperationCount` to limit how much runs at once.
///
/// ```swift
/// let queue = OperationQueue()
/// queue.maxConcurrentOperationCount = 2
/// let scheduler = OperationQueueScheduler(operationQueue: queue)
/// images.observe(on: scheduler).map(resize)
/// ```
///
/// `Sendable`, whatever it is given: it may be called from any thread. The work it runs must be safe on the thread
/// the scheduler runs it on.
/// The operation queue it is given must not be changed (its `maxConcurrentOperationCount`...) while it is in use.
public class OperationQueueScheduler: ImmediateSchedulerType, @unchecked Sendable {
  /// The queue that runs the work.
  public let operationQueue: OperationQueue
  /// The priority given to every operation this scheduler adds.
  public let queuePriority: Operation.QueuePriority

  /// Makes a scheduler that adds its work to `operationQueue`.
  /// - Parameters:
  ///   - operationQueue: The queue that runs the work.
  ///   - queuePriority: The priority of the operations this scheduler adds.
  public init(operationQueue: OperationQueue, queuePriority: Operation.QueuePriority = .normal) {
    self.operationQueue = operationQueue
    self.queuePriority = queuePriority
  }

  /// Adds `action` to the queue as an operation.
  /// - Parameters:
  ///   - state: The value passed to `action`.
  ///   - action: The work.
  /// - Returns: A disposable that stops the work from running if it has not started, or disposes what it
  ///   returned.
  public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> any Disposable)
    -> any Disposable
  {
    let cancel = SingleAssignmentDisposable()
    // Taken out when the operation runs: the queue may hold a finished operation (and its block) a while longer.
    let work = LockedValue(Optional(UncheckedSendable((state, action))))
    let operation = BlockOperation {
      guard let scheduled = work.withLock({ $0.take() }), !cancel.isDisposed else { return }
      cancel.setDisposable(scheduled.value.1(scheduled.value.0))
    }
    operation.queuePriority = queuePriority
    operationQueue.addOperation(operation)
    return cancel
  }
}
