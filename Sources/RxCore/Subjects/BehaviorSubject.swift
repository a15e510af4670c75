/// A subject that holds a current value, sends it to each new subscriber, then broadcasts every event.
public final class BehaviorSubject<Element>: SubjectBase<Element>, SubjectType, @unchecked Sendable {
  private var element: Element

  /// Makes a subject holding `value`.
  /// - Parameter value: The initial value.
  public init(value: Element) {
    self.element = value
  }

  /// The current value.
  /// - Throws: The error that stopped the subject, or `RxError.disposed` after `dispose()`.
  /// - Returns: The latest element.
  public func value() throws -> Element {
    let (element, stop, disposed) = lock.withLock { _ in (self.element, stopEvent, disposedFlag) }
    if disposed { throw RxError.disposed(object: self) }
    if case .error(let error)? = stop { throw error }
    return element
  }

  /// The latest element, whatever the subject's state (for `BehaviorRelay`, which never stops).
  var latestElement: Element {
    lock.withLock { _ in element }
  }

  /// The subject as an observer.
  public func asObserver() -> BehaviorSubject<Element> { self }

  override func record(_ element: Element) -> Bool {
    self.element = element
    return true
  }

  override func replayEvents(stopped: Bool) -> [Event<Element>] {
    stopped ? [] : [.next(element)]
  }
}
