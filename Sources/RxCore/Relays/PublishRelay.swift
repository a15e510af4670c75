/// A ``PublishSubject`` that can only receive elements: it never errors or completes, so it is safe to keep for a
/// screen's lifetime.
///
/// `Sendable` whatever `Element` is: elements may be accepted and subscriptions made from any thread (see
/// <doc:ContractAndThreading>). An element is handed from the sending thread to the subscribers' as it is, so an
/// `Element` that is not `Sendable` (a class with mutable state) must not be touched by the sender afterwards.
public final class PublishRelay<Element>: ObservableType, @unchecked Sendable {
  @usableFromInline let subject: PublishSubject<Element>

  /// Makes a relay.
  @inlinable
  public init() {
    subject = PublishSubject()
  }

  /// Sends `event` to every subscriber.
  /// - Parameter event: The element.
  @inlinable
  public func accept(_ event: Element) {
    subject.onNext(event)
  }

  /// Subscribes `observer`.
  @inlinable
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    subject.subscribe(observer)
  }

  /// The relay as an observable.
  @inlinable
  public func asObservable() -> Observable<Element> { subject }
}
