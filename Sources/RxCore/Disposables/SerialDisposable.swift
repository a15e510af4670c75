/// Holds one disposable at a time; setting a new one disposes the old one.
///
/// `Sendable`: its state is kept under a lock, so it may be used from any thread. The disposables it is given are
/// disposed on whichever thread disposes it, so they must be safe to dispose there (every RxCore subscription is).
public final class SerialDisposable: Cancelable, @unchecked Sendable {
  private struct State {
    var current: (any Disposable)?
    var isDisposed = false
  }

  private let lock = RxLock()
  @exclusivity(unchecked) private var state = State()

  /// Makes an empty serial disposable.
  public init() {}

  /// Whether `dispose()` has been called.
  public var isDisposed: Bool { lock.withLock { _ in state.isDisposed } }

  /// The current disposable. Setting it disposes the previous one; after `dispose()`, the new one is disposed at
  /// once.
  public var disposable: any Disposable {
    get { lock.withLock { _ in state.current } ?? Disposables.create() }
    set {
      let (previous, rejected) = lock.withLock { _ -> ((any Disposable)?, Bool) in
        if state.isDisposed { return (nil, true) }
        defer { state.current = newValue }
        return (state.current, false)
      }
      previous?.dispose()
      if rejected { newValue.dispose() }
    }
  }

  /// Disposes the current disposable and every later one.
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
