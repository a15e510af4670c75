/// A subject that broadcasts each event to the subscribers present at that moment.
///
/// ```swift
/// let taps = PublishSubject<Void>()
/// taps.subscribe(onNext: { print("tap") }).disposed(by: bag)
/// taps.onNext(())
/// ```
///
/// `Sendable` whatever `Element` is: events may be sent and subscriptions made from any thread (see
/// <doc:ContractAndThreading>). An element is handed from the sending thread to the subscribers' as it is, so an
/// `Element` that is not `Sendable` (a class with mutable state) must not be touched by the sender afterwards.
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
