/// A subject that emits only its last element, and only when it completes.
///
/// Subscribers receive the last element followed by `.completed`, or the error; a subject that completes without
/// elements sends only `.completed`.
public final class AsyncSubject<Element>: SubjectBase<Element>, SubjectType, @unchecked Sendable {
  private var lastElement: Element?

  /// Makes a subject.
  public override init() {}

  /// The subject as an observer.
  public func asObserver() -> AsyncSubject<Element> { self }

  override func record(_ element: Element) -> Bool {
    lastElement = element
    return false
  }

  override func elementBeforeStop(_ event: Event<Element>) -> Element? {
    event.isCompleted ? lastElement : nil
  }

  override func replayEvents(stopped: Bool) -> [Event<Element>] {
    guard stopped, stopEvent?.isCompleted == true, let lastElement else { return [] }
    return [.next(lastElement)]
  }

  override func clearStoredValues() { lastElement = nil }
}
