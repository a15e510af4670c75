/// A subject that broadcasts each event to the subscribers present at that moment.
///
/// ```swift
/// let taps = PublishSubject<Void>()
/// taps.subscribe(onNext: { print("tap") }).disposed(by: bag)
/// taps.onNext(())
/// ```
public final class PublishSubject<Element>: SubjectBase<Element>, SubjectType, @unchecked Sendable {
  /// Makes a subject.
  @inlinable
  public init() {
    super.init(memory: .nothing)
  }

  /// The subject as an observer.
  @inlinable
  public func asObserver() -> PublishSubject<Element> { self }
}
