/// A ``BehaviorSubject`` that can only receive elements: it holds a current `value`, never errors or completes.
///
/// ```swift
/// let gender = BehaviorRelay<Gender?>(value: nil)
/// gender.accept(.male)
/// gender.value // .male
/// ```
///
/// `Sendable` whatever `Element` is: elements may be accepted and subscriptions made from any thread (see
/// <doc:ContractAndThreading>). An element is handed from the sending thread to the subscribers' as it is, so an
/// `Element` that is not `Sendable` (a class with mutable state) must not be touched by the sender afterwards.
/// `value` returns the element itself to whichever thread reads it.
public final class BehaviorRelay<Element>: ObservableType, @unchecked Sendable {
  @usableFromInline let subject: BehaviorSubject<Element>

  /// Makes a relay holding `value`.
  /// - Parameter value: The initial value.
  @inlinable
  public init(value: Element) {
    subject = BehaviorSubject(value: value)
  }

  /// The current value.
  @inlinable
  public var value: Element { subject.latestElement }

  /// Sets the current value and sends it to every subscriber.
  /// - Parameter event: The new value.
  @inlinable
  public func accept(_ event: Element) {
    subject.onNext(event)
  }

  /// Subscribes `observer`; it receives the current value first.
  @inlinable
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    subject.subscribe(observer)
  }

  /// The relay as an observable.
  @inlinable
  public func asObservable() -> Observable<Element> { subject }
}
