/// A ``ReplaySubject`` that can only receive elements: it never errors or completes.
///
/// `Sendable` whatever `Element` is: elements may be accepted and subscriptions made from any thread (see
/// <doc:ContractAndThreading>). An element is handed from the sending thread to the subscribers' as it is, so an
/// `Element` that is not `Sendable` (a class with mutable state) must not be touched by the sender afterwards.
public final class ReplayRelay<Element>: ObservableType, @unchecked Sendable {
  @usableFromInline let subject: ReplaySubject<Element>

  @inlinable
  init(subject: ReplaySubject<Element>) {
    self.subject = subject
  }

  /// Makes a relay that replays at most `bufferSize` elements to new subscribers.
  /// - Parameter bufferSize: The replay buffer size.
  /// - Returns: The relay.
  @inlinable
  public static func create(bufferSize: Int) -> ReplayRelay<Element> {
    ReplayRelay(subject: .create(bufferSize: bufferSize))
  }

  /// Makes a relay that replays every element.
  /// - Returns: The relay.
  @inlinable
  public static func createUnbound() -> ReplayRelay<Element> {
    ReplayRelay(subject: .createUnbounded())
  }

  /// Sends `event` to every subscriber and records it for replay.
  /// - Parameter event: The element.
  @inlinable
  public func accept(_ event: Element) {
    subject.onNext(event)
  }

  /// Subscribes `observer`; it receives the replay buffer first.
  @inlinable
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    subject.subscribe(observer)
  }

  /// The relay as an observable.
  @inlinable
  public func asObservable() -> Observable<Element> { subject }
}
