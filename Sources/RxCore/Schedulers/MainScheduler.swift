import Dispatch
import Foundation

/// Runs work on the main queue, at once when it can: a ``SerialDispatchQueueScheduler`` on `DispatchQueue.main`, as
/// RxSwift's.
///
/// A ``MainScheduler`` runs the work at once when called from code on the main thread, or from work the main queue
/// is running, with nothing of its own queued or running before it; otherwise it queues the work on the main queue.
/// It knows the main queue by the queue, not by the thread: on Linux under `dispatchMain()` the main queue's work
/// runs on a worker thread (the main thread is parked), and work scheduled from there still runs at once. Under
/// `RunLoop.main.run()` and a GLib main loop that drains the main queue, that work runs on the main thread.
///
/// What is queued is counted per scheduler: work scheduled on `MainScheduler.instance` from inside work it is
/// running waits, but a new `MainScheduler()` (what every ``Driver``, ``Signal`` and ``Binder`` gets, as in RxCocoa)
/// runs at once. `MainScheduler.asyncInstance` always queues.
///
/// On Linux the main queue is served by `dispatchMain()`, a `RunLoop` on the main thread, or a loop of the
/// program's own that drains it (a GLib main loop with a source for it); without one, queued work never runs.
///
/// `Sendable`, whatever it is given: it may be called from any thread. The work it runs must be safe on the thread
/// the scheduler runs it on.
public final class MainScheduler: SerialDispatchQueueScheduler, @unchecked Sendable {
  /// The main-queue scheduler that runs work at once when already on the main thread or the main queue.
  public static let instance = MainScheduler(alwaysAsync: false)
  /// The main-queue scheduler that always queues work on the main queue (in RxSwift a
  /// ``SerialDispatchQueueScheduler`` on the main queue; here a ``MainScheduler`` that never runs work at once).
  public static let asyncInstance = MainScheduler(alwaysAsync: true)

  @usableFromInline let alwaysAsync: Bool
  @usableFromInline let queued = AtomicInt(0)

  private init(alwaysAsync: Bool) {
    self.alwaysAsync = alwaysAsync
    super.init(serialQueue: DispatchQueue.main)
  }

  /// Makes a main-queue scheduler with its own count of queued work, which runs work at once when called on the
  /// main thread or the main queue with nothing of its own queued (RxSwift's `MainScheduler()`).
  public convenience init() {
    self.init(alwaysAsync: false)
  }

  /// Runs `body(value)` on the main queue, at once when possible, keeping the order of earlier queued work.
  /// Allocates nothing when it can run at once.
  @inlinable
  func performInOrder<Value>(_ value: Value, _ body: @escaping (Value) -> Void) {
    let previous = queued.add(1, ordering: .acquiringAndReleasing).oldValue
    if !alwaysAsync && previous == 0 && MainExecutionContext.isCurrent {
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

  /// Whether the caller is on the main thread, or in work the main queue runs (which, on Linux under
  /// `dispatchMain()`, is another thread).
  public static var isOnMainThread: Bool { MainExecutionContext.isCurrent }

  /// Reports a call from anywhere but the main thread and the main queue through `Hooks.issueHandler`
  /// (`.wrongThread`).
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
    guard !MainExecutionContext.isCurrent else { return }
    Hooks.report(.wrongThread, errorMessage ?? "Running on a background thread.")
  }

  /// Reports a call from anywhere but the main queue and the main thread through `Hooks.issueHandler`
  /// (`.wrongThread`); RxSwift stops the program instead.
  /// - Parameter errorMessage: What to report instead of the default message.
  public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {
    guard !MainExecutionContext.isCurrent else { return }
    Hooks.report(
      .wrongThread,
      errorMessage ?? "Executing on a background thread: use MainScheduler.instance.schedule to run on the main thread."
    )
  }

  /// Runs `action` on the main queue: at once when called on the main thread or the main queue with nothing of
  /// this scheduler's queued before it.
  /// - Returns: A disposable that cancels the work if it has not run yet.
  public override func schedule<StateType>(
    _ state: StateType, action: @escaping (StateType) -> any Disposable
  ) -> any Disposable {
    let previous = queued.add(1, ordering: .acquiringAndReleasing).oldValue
    if !alwaysAsync && previous == 0 && MainExecutionContext.isCurrent {
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
}

/// Carries a value that is not `Sendable` across a boundary where RxCore guarantees it is used safely.
@usableFromInline
struct UncheckedSendable<Value>: @unchecked Sendable {
  @usableFromInline let value: Value
  @inlinable init(_ value: Value) { self.value = value }
}
