/// A subject that emits only its last element, and only when it completes.
///
/// Subscribers receive the last element followed by `.completed`, or the error; a subject that completes without
/// elements sends only `.completed`.
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
