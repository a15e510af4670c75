/// A disposable whose content is set exactly once; disposing before the content is set disposes the content
/// as soon as it arrives.
///
/// Setting it twice is a programming error. RxSwift stops the program there; RxCore reports a
/// `RuntimeIssue.Kind.disposableMisuse` through `Hooks.issueHandler` and disposes the second disposable.
///
/// `Sendable`: its state is kept under a lock, so it may be used from any thread. The disposables it is given are
/// disposed on whichever thread disposes it, so they must be safe to dispose there (every RxCore subscription is).
public final class SingleAssignmentDisposable: Cancelable, @unchecked Sendable {
  private let lock = RxLock()
  @exclusivity(unchecked) private var state = SingleAssignmentState()

  /// Makes an empty disposable.
  public init() {}

  /// Whether `dispose()` has been called.
  public var isDisposed: Bool { lock.withLock { _ in state.isDisposed } }

  /// Sets the content. Call it once.
  /// - Parameter disposable: The content.
  public func setDisposable(_ disposable: any Disposable) {
    switch lock.withLock({ _ in state.assign(disposable) }) {
    case .kept:
      break
    case .disposeNow:
      disposable.dispose()
    case .assignedTwice:
      Hooks.report(.disposableMisuse, "SingleAssignmentDisposable was assigned twice.")
      disposable.dispose()
    }
  }

  /// Disposes the content, now or when it is set.
  public func dispose() {
    lock.withLock { _ in state.dispose() }.dispose()
  }
}
