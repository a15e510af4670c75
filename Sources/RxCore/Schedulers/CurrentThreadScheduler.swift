import Foundation

/// Runs work on the current thread; work scheduled from inside other scheduled work waits in a queue and runs
/// after it (a trampoline), as in RxSwift.
///
/// Every `Producer` subscription runs on this trampoline, which is why, as in RxSwift,
/// `Observable.merge(.of(1, 2), .of(3, 4))` emits `1, 3, 2, 4`.
///
/// `Sendable`, whatever it is given: it may be called from any thread. The work it runs must be safe on the thread
/// the scheduler runs it on.
public final class CurrentThreadScheduler: ImmediateSchedulerType, @unchecked Sendable {
  /// The shared instance.
  public static let instance = CurrentThreadScheduler()

  private init() {}

  /// Whether scheduling now would run the work at once (no trampoline is running on this thread).
  public static var isScheduleRequired: Bool { !Trampoline.isActive }

  /// Runs `action` now if the thread is not already running scheduled work, otherwise queues it.
  /// - Returns: A disposable that cancels queued work.
  public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> any Disposable)
    -> any Disposable
  {
    if Trampoline.isActive {
      let work = ScheduledWork { action(state) }
      Trampoline.queue.enqueue(work)
      return work
    }
    return Trampoline.run { action(state) }
  }
}
