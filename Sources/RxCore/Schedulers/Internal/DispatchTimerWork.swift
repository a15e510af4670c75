import Dispatch

/// Work that runs once when a dispatch timer fires.
///
/// Disposing it before the timer fires cancels the timer; disposing it afterwards disposes what the work returned.
/// The timer keeps the work alive until it fires or is cancelled, so dropping the returned disposable does not
/// cancel it.
final class DispatchTimerWork: Cancelable, @unchecked Sendable {
  private let lock = RxLock()
  private var timer: (any DispatchSourceTimer)?
  private var action: (() -> any Disposable)?
  private let result = SingleAssignmentDisposable()

  /// Starts a timer on `queue` that runs `action` at `deadline`.
  init(
    queue: DispatchQueue, deadline: DispatchTime, leeway: DispatchTimeInterval,
    action: @escaping () -> any Disposable
  ) {
    self.action = action
    let timer = DispatchSource.makeTimerSource(queue: queue)
    self.timer = timer
    timer.schedule(deadline: deadline, leeway: leeway)
    timer.setEventHandler { self.fire() }
    timer.resume()
  }

  var isDisposed: Bool { result.isDisposed }

  private func fire() {
    let (taken, timer) = lock.withLock { _ in
      defer {
        action = nil
        self.timer = nil
      }
      return (action, self.timer)
    }
    timer?.cancel()
    guard let taken, !result.isDisposed else { return }
    result.setDisposable(taken())
  }

  func dispose() {
    let timer = lock.withLock { _ in
      defer {
        action = nil
        self.timer = nil
      }
      return self.timer
    }
    timer?.cancel()
    result.dispose()
  }
}
