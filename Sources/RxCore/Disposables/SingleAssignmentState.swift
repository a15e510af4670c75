/// The state of a disposable whose content is set exactly once, as a pure value: ``SingleAssignmentDisposable`` keeps
/// it under its lock, the higher-order operators keep their source's subscription in one under their sink's lock, and
/// `combineLatest` and `zip` keep one per source under theirs; each does what its methods return, outside the lock.
@usableFromInline
struct SingleAssignmentState {
  /// What to do with a disposable offered to `assign(_:)`.
  @usableFromInline
  enum Assignment {
    /// It is kept, to be disposed on `dispose()`.
    case kept
    /// Dispose it now: the state was disposed before it arrived.
    case disposeNow
    /// Dispose it now and report the misuse: the content had already been set.
    case assignedTwice
  }

  @usableFromInline var current: HeldDisposable
  @usableFromInline var isAssigned: Bool
  /// Whether `dispose()` has been called.
  @usableFromInline private(set) var isDisposed: Bool

  @inlinable
  init() {
    current = .none
    isAssigned = false
    isDisposed = false
  }

  /// Offers the content.
  @inlinable
  mutating func assign(_ disposable: any Disposable) -> Assignment {
    if isAssigned { return .assignedTwice }
    isAssigned = true
    if isDisposed { return .disposeNow }
    current = .some(disposable)
    return .kept
  }

  /// Marks the state disposed; returns the content to dispose, if it was set and not disposed yet.
  @inlinable
  mutating func dispose() -> HeldDisposable {
    guard !isDisposed else { return .none }
    isDisposed = true
    return current.take()
  }
}
