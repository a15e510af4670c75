import Dispatch
import Foundation

/// Runs work on the main thread. On Linux the main thread is served by the main dispatch queue, so a program must
/// run `dispatchMain()`, a `RunLoop`, or its own loop on the main thread for asynchronous work to run.
///
/// A ``MainScheduler`` runs the work at once when called on the main thread with nothing of its own queued or
/// running before it, as RxSwift's does; otherwise it is queued on the main queue. What is queued is counted per
/// scheduler: work scheduled on `MainScheduler.instance` from inside work it is running waits, but a new
/// `MainScheduler()` (what every ``Driver``, ``Signal`` and ``Binder`` gets, as in RxCocoa) runs at once.
/// `MainScheduler.asyncInstance` always queues.
public final class MainScheduler: SchedulerType, @unchecked Sendable {
  /// The main-thread scheduler that runs work at once when already on the main thread.
  public static let instance = MainScheduler(alwaysAsync: false)
  /// The main-thread scheduler that always queues work on the main queue.
  public static let asyncInstance = MainScheduler(alwaysAsync: true)

  @usableFromInline let alwaysAsync: Bool
  @usableFromInline let queued = AtomicInt(0)

  private init(alwaysAsync: Bool) {
    self.alwaysAsync = alwaysAsync
  }

  /// Makes a main-thread scheduler with its own count of queued work, which runs work at once when called on the
  /// main thread with nothing of its own queued (RxSwift's `MainScheduler()`).
  public convenience init() {
    self.init(alwaysAsync: false)
  }

  /// Runs `body(value)` on the main thread, at once when possible, keeping the order of earlier queued work.
  /// Allocates nothing when it can run at once.
  @inlinable
  func performInOrder<Value>(_ value: Value, _ body: @escaping (Value) -> Void) {
    let previous = queued.add(1, ordering: .acquiringAndReleasing).oldValue
    if !alwaysAsync && previous == 0 && Thread.isMainThread {
      body(value)
      queued.subtract(1, ordering: .acquiringAndReleasing)
      return
    }
    let transfer = UncheckedSendable((value, body, self))
    DispatchQueue.main.async {
      transfer.value.1(transfer.value.0)
      transfer.value.2.queued.subtract(1, ordering: .acquiringAndReleasing)
    }
  }

  /// The current time.
  public var now: RxTime { Date() }

  /// Whether the caller is on the main thread.
  public static var isOnMainThread: Bool { Thread.isMainThread }

  /// Reports a call from any thread but the main one through `Hooks.issueHandler` (`.wrongThread`).
  ///
  /// ```swift
  /// Binder(label) { label, text in
  ///   MainScheduler.ensureRunningOnMainThread()
  ///   label.text = text
  /// }
  /// ```
  /// RxSwift stops the program instead (and checks nothing on Linux).
  /// - Parameter errorMessage: What to report instead of the default message.
  public static func ensureRunningOnMainThread(errorMessage: String? = nil) {
    guard !Thread.isMainThread else { return }
    Hooks.report(.wrongThread, errorMessage ?? "Running on a background thread.")
  }

  /// Reports a call from any thread but the main one through `Hooks.issueHandler` (`.wrongThread`); RxSwift
  /// stops the program instead.
  /// - Parameter errorMessage: What to report instead of the default message.
  public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {
    guard !Thread.isMainThread else { return }
    Hooks.report(
      .wrongThread,
      errorMessage ?? "Executing on a background thread: use MainScheduler.instance.schedule to run on the main thread."
    )
  }

  /// Runs `action` on the main thread.
  /// - Returns: A disposable that cancels the work if it has not run yet.
  public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> any Disposable)
    -> any Disposable
  {
    let previous = queued.add(1, ordering: .acquiringAndReleasing).oldValue
    if !alwaysAsync && previous == 0 && Thread.isMainThread {
      let result = action(state)
      queued.subtract(1, ordering: .acquiringAndReleasing)
      return result
    }
    let work = ScheduledWork { action(state) }
    let transfer = UncheckedSendable((work, self))
    DispatchQueue.main.async {
      transfer.value.0.invoke()
      transfer.value.1.queued.subtract(1, ordering: .acquiringAndReleasing)
    }
    return work
  }

  /// Runs `action` on the main thread after `dueTime`.
  /// - Returns: A disposable that cancels the work if it has not run yet.
  public func scheduleRelative<StateType>(
    _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    let work = ScheduledWork { action(state) }
    let transfer = UncheckedSendable(work)
    DispatchQueue.main.asyncAfter(deadline: .now() + dueTime) { transfer.value.invoke() }
    return work
  }
}

/// Carries a value that is not `Sendable` across a boundary where RxCore guarantees it is used safely.
@usableFromInline
struct UncheckedSendable<Value>: @unchecked Sendable {
  @usableFromInline let value: Value
  @inlinable init(_ value: Value) { self.value = value }
}
