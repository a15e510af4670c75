/// A type-erased observer that forwards events to a closure or another observer.
public struct AnyObserver<Element>: ObserverType {
  /// The closure type that receives events.
  public typealias EventHandler = (Event<Element>) -> Void

  @usableFromInline let observer: EventHandler

  /// Makes an observer from a closure.
  /// - Parameter eventHandler: Called with every event.
  public init(eventHandler: @escaping EventHandler) {
    self.observer = eventHandler
  }

  /// Wraps another observer.
  /// - Parameter observer: The observer to forward to.
  public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
    self.observer = observer.on
  }

  /// Forwards `event`.
  /// - Parameter event: The event.
  @inlinable public func on(_ event: Event<Element>) { observer(event) }

  /// Returns `self`.
  public func asObserver() -> AnyObserver<Element> { self }
}

extension AnyObserver: @unchecked Sendable {}

extension ObserverType {
  /// Erases the observer's type.
  /// - Returns: An `AnyObserver` that forwards to `self`.
  public func asObserver() -> AnyObserver<Element> { AnyObserver(self) }

  /// Makes an observer that transforms elements with `transform` before forwarding them to `self`.
  /// - Parameter transform: The function applied to each element.
  /// - Returns: The new observer.
  public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result> {
    AnyObserver { event in self.on(event.map(transform)) }
  }
}
