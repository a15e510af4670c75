/// The state of a ``RefCountDisposable`` as a pure value: the class keeps it under its lock and disposes what its
/// methods return, outside the lock.
struct RetainCountState {
  /// The underlying disposable, until it is handed out to be disposed.
  private var underlying: (any Disposable)?
  /// How many retained disposables are not disposed yet.
  private var retained = 0
  /// Whether the ``RefCountDisposable`` itself has been disposed.
  private var isPrimaryDisposed = false

  init(underlying: any Disposable) {
    self.underlying = underlying
  }

  /// Whether the underlying disposable has been disposed (or is being disposed).
  var isDisposed: Bool { underlying == nil }

  /// Counts one more retained disposable; `false` when the underlying one is already gone (nothing to hold).
  mutating func retain() -> Bool {
    guard underlying != nil else { return false }
    retained += 1
    return true
  }

  /// Marks the primary disposed; returns the underlying disposable when nothing is retained any more.
  mutating func disposePrimary() -> (any Disposable)? {
    guard underlying != nil, !isPrimaryDisposed else { return nil }
    isPrimaryDisposed = true
    return takeUnderlyingIfUnused()
  }

  /// Counts one retained disposable less; returns the underlying disposable when that was the last one and the
  /// primary is disposed.
  mutating func release() -> (any Disposable)? {
    guard underlying != nil, retained > 0 else { return nil }
    retained -= 1
    return takeUnderlyingIfUnused()
  }

  private mutating func takeUnderlyingIfUnused() -> (any Disposable)? {
    guard isPrimaryDisposed, retained == 0 else { return nil }
    defer { underlying = nil }
    return underlying
  }
}
