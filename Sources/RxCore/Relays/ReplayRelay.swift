/// A `ReplaySubject` that can only receive elements: it never errors or completes.
public final class ReplayRelay<Element>: ObservableType, @unchecked Sendable {
  private let subject: ReplaySubject<Element>

  private init(subject: ReplaySubject<Element>) {
    self.subject = subject
  }

  /// Makes a relay that replays at most `bufferSize` elements to new subscribers.
  /// - Parameter bufferSize: The replay buffer size.
  /// - Returns: The relay.
  public static func create(bufferSize: Int) -> ReplayRelay<Element> {
    ReplayRelay(subject: .create(bufferSize: bufferSize))
  }

  /// Makes a relay that replays every element.
  /// - Returns: The relay.
  public static func createUnbound() -> ReplayRelay<Element> {
    ReplayRelay(subject: .createUnbounded())
  }

  /// Sends `event` to every subscriber and records it for replay.
  /// - Parameter event: The element.
  public func accept(_ event: Element) {
    subject.onNext(event)
  }

  /// Subscribes `observer`; it receives the replay buffer first.
  public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
  where Observer.Element == Element {
    subject.subscribe(observer)
  }

  /// The relay as an observable.
  public func asObservable() -> Observable<Element> { subject }
}
