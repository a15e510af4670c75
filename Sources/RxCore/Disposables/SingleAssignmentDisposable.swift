import Synchronization

/// A disposable whose content is set exactly once; disposing before the content is set disposes the content
/// as soon as it arrives.
///
/// Setting it twice is a programming error. RxSwift stops the program there; RxCore reports a
/// `RuntimeIssue.Kind.disposableMisuse` through `Hooks.issueHandler` and disposes the second disposable.
public final class SingleAssignmentDisposable: Cancelable, @unchecked Sendable {
  private struct State {
    var current: (any Disposable)?
    var isAssigned = false
    var isDisposed = false
  }

  private let lock = RxLock()
  private var state = State()

  /// Makes an empty disposable.
  public init() {}

  /// Whether `dispose()` has been called.
  public var isDisposed: Bool { lock.withLock { _ in state.isDisposed } }

  /// Sets the content. Call it once.
  /// - Parameter disposable: The content.
  public func setDisposable(_ disposable: any Disposable) {
    let (disposeNow, misuse) = lock.withLock { _ -> (Bool, Bool) in
      if state.isAssigned { return (true, true) }
      state.isAssigned = true
      if state.isDisposed { return (true, false) }
      state.current = disposable
      return (false, false)
    }
    if misuse { Hooks.report(.disposableMisuse, "SingleAssignmentDisposable was assigned twice.") }
    if disposeNow { disposable.dispose() }
  }

  /// Disposes the content, now or when it is set.
  public func dispose() {
    let current = lock.withLock { _ -> (any Disposable)? in
      guard !state.isDisposed else { return nil }
      state.isDisposed = true
      defer { state.current = nil }
      return state.current
    }
    current?.dispose()
  }
}
