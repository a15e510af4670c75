/// A subject that holds a current value, sends it to each new subscriber, then broadcasts every event.
public final class BehaviorSubject<Element>: SubjectBase<Element>, SubjectType, @unchecked Sendable {
  /// The current value; guarded by `lock`.
  @usableFromInline @exclusivity(unchecked) var current: Element

  /// Makes a subject holding `value`.
  /// - Parameter value: The initial value.
  @inlinable
  public init(value: Element) {
    current = value
    super.init(
      memory: SubjectMemory(
        kind: .behavior(
          CurrentValueAccess { subject, new in
            // Only ever called by the subject that made it, with the lock held.
            let behavior = unsafeDowncast(subject, to: BehaviorSubject<Element>.self)
            guard let new else { return behavior.current }
            var previous = new
            swap(&previous, &behavior.current)
            return previous
          })))
  }

  /// The current value.
  /// - Throws: The error that stopped the subject, or `RxError.disposed` after `dispose()`.
  /// - Returns: The latest element.
  @inlinable
  public func value() throws -> Element {
    let (element, stop, disposed) = lock.withLock { _ in (current, stopEvent, disposedFlag) }
    if disposed { throw RxError.disposed(object: self) }
    if case .error(let error)? = stop { throw error }
    return element
  }

  /// The latest element, whatever the subject's state (for ``BehaviorRelay``, which never stops).
  @inlinable
  var latestElement: Element {
    lock.withLock { _ in current }
  }

  /// The subject as an observer.
  @inlinable
  public func asObserver() -> BehaviorSubject<Element> { self }
}
