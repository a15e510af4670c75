/// Disposes a disposable on a scheduler, as RxSwift's ``ScheduledDisposable``: `dispose()` only schedules the
/// disposal, which runs when the scheduler runs it (at most once).
///
/// ```swift
/// let subscription = ScheduledDisposable(scheduler: MainScheduler.instance, disposable: viewSubscription)
/// subscription.dispose()  // viewSubscription is disposed on the main thread
/// ```
///
/// `Sendable`: its state is kept under a lock, so it may be used from any thread. The disposables it is given are
/// disposed on its scheduler, so they must be safe to dispose there.
public final class ScheduledDisposable: Cancelable, @unchecked Sendable {
  /// Where the disposal runs.
  public let scheduler: any ImmediateSchedulerType

  private let lock = RxLock()
  private var disposable: (any Disposable)?
  private let disposed = AtomicBool(false)

  /// Makes a disposable that disposes `disposable` on `scheduler`.
  /// - Parameters:
  ///   - scheduler: Where the disposal runs.
  ///   - disposable: The disposable to dispose there.
  public init(scheduler: any ImmediateSchedulerType, disposable: any Disposable) {
    self.scheduler = scheduler
    self.disposable = disposable
  }

  /// Whether the inner disposable has been disposed (on the scheduler).
  public var isDisposed: Bool { disposed.load(ordering: .acquiring) }

  /// Schedules the disposal of the inner disposable on the scheduler.
  public func dispose() {
    _ = scheduler.schedule(self) { scheduled in
      scheduled.disposeInner()
      return Disposables.create()
    }
  }

  private func disposeInner() {
    guard !disposed.exchange(true, ordering: .acquiringAndReleasing) else { return }
    let inner = lock.withLock { _ in
      defer { disposable = nil }
      return disposable
    }
    inner?.dispose()
  }
}
