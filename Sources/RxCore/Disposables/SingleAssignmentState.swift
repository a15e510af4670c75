/// The state of a disposable whose content is set exactly once, as a pure value: ``SingleAssignmentDisposable`` and
/// `InnerSubscription` keep it under their lock and do what its methods return, outside the lock.
struct SingleAssignmentState {
  /// What to do with a disposable offered to `assign(_:)`.
  enum Assignment {
    /// It is kept, to be disposed on `dispose()`.
    case kept
    /// Dispose it now: the state was disposed before it arrived.
    case disposeNow
    /// Dispose it now and report the misuse: the content had already been set.
    case assignedTwice
  }

  private var current: (any Disposable)?
  private var isAssigned = false
  /// Whether `dispose()` has been called.
  private(set) var isDisposed = false

  /// Offers the content.
  mutating func assign(_ disposable: any Disposable) -> Assignment {
    if isAssigned { return .assignedTwice }
    isAssigned = true
    if isDisposed { return .disposeNow }
    current = disposable
    return .kept
  }

  /// Marks the state disposed; returns the content to dispose, if it was set and not disposed yet.
  mutating func dispose() -> (any Disposable)? {
    guard !isDisposed else { return nil }
    isDisposed = true
    defer { current = nil }
    return current
  }
}
