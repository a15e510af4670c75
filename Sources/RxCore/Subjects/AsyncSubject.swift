/// A subject that emits only its last element, and only when it completes.
///
/// Subscribers receive the last element followed by `.completed`, or the error; a subject that completes without
/// elements sends only `.completed`.
///
/// `Sendable` whatever `Element` is: events may be sent and subscriptions made from any thread (see
/// <doc:ContractAndThreading>). An element is handed from the sending thread to the subscribers' as it is, so an
/// `Element` that is not `Sendable` (a class with mutable state) must not be touched by the sender afterwards.
public final class AsyncSubject<Element>: SubjectBase<Element>, SubjectType, @unchecked Sendable {
  /// Makes a subject.
  @inlinable
  public init() {
    super.init(memory: .last(nil))
  }

  /// The subject as an observer.
  @inlinable
  public func asObserver() -> AsyncSubject<Element> { self }
}
