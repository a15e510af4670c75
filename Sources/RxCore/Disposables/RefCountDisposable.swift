/// A disposable that disposes its underlying disposable once it has been disposed itself and every disposable
/// `retain()` handed out has been disposed too, as RxSwift's ``RefCountDisposable``.
///
/// ```swift
/// let shared = RefCountDisposable(disposable: connection)
/// let first = shared.retain()
/// shared.dispose()   // connection stays: `first` still holds it
/// first.dispose()    // now connection is disposed
/// ```
///
/// `Sendable`: its state is kept under a lock, so it may be used from any thread. The disposables it is given are
/// disposed on whichever thread disposes it, so they must be safe to dispose there (every RxCore subscription is).
public final class RefCountDisposable: Cancelable, @unchecked Sendable {
  private let lock = RxLock()
  @exclusivity(unchecked) private var state: RetainCountState

  /// Makes a disposable that holds `disposable` until it and every retained disposable are disposed.
  public init(disposable: any Disposable) {
    state = RetainCountState(underlying: disposable)
  }

  /// Whether the underlying disposable has been disposed: `dispose()` was called and every retained disposable
  /// has been disposed (as in RxSwift, `dispose()` alone does not make this `true` while something is retained).
  public var isDisposed: Bool { lock.withLock { _ in state.isDisposed } }

  /// A disposable that keeps the underlying disposable alive until it is disposed.
  ///
  /// Once the underlying disposable is gone, it returns a disposable that does nothing.
  public func retain() -> any Disposable {
    guard lock.withLock({ _ in state.retain() }) else { return Disposables.create() }
    return RefCountInnerDisposable(parent: self)
  }

  /// Disposes the underlying disposable now if nothing is retained, otherwise when the last retained disposable
  /// is disposed.
  public func dispose() {
    lock.withLock { _ in state.disposePrimary() }?.dispose()
  }

  /// Called once by each retained disposable when it is disposed.
  func release() {
    lock.withLock { _ in state.release() }?.dispose()
  }
}
