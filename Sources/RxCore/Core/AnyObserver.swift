/// A type-erased observer that forwards events to a closure or another observer.
///
/// It is also how RxCore passes observers between operators: the closure is made where the observer's type is
/// concrete, so calling it runs specialized code.
///
/// `Sendable`: whoever holds it may send from any thread. Its event handler runs on the sending thread, so it must be
/// safe there; in debug builds, a handler formed in main-actor code that runs off the main thread is reported
/// (``RuntimeIssue/Kind/isolationViolation``).
public struct AnyObserver<Element>: ObserverType {
  /// The closure type that receives events.
  public typealias EventHandler = (Event<Element>) -> Void

  @usableFromInline let observer: EventHandler

  /// Makes an observer from a closure.
  ///
  /// In debug builds, a closure formed in main-actor code that is about to run off the main thread is reported
  /// through `Hooks.issueHandler`, once per observer (see ``RuntimeIssue/Kind/isolationViolation``).
  /// - Parameters:
  ///   - eventHandler: Called with every event.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  @inlinable
  public init(
    eventHandler: @escaping EventHandler,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) {
    #if DEBUG
      // RxCore makes most of its observers here, in nonisolated code: those keep their closure as it is.
      if let site = IsolationSite(isolation, call: "AnyObserver(eventHandler:)", file: file, line: line) {
        self.observer = Optional(site).checking("eventHandler", eventHandler)
        return
      }
    #endif
    self.observer = eventHandler
  }

  /// Wraps another observer (an ``AnyObserver`` is used as it is, not wrapped again).
  /// - Parameter observer: The observer to forward to.
  @inlinable
  public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
    // A comparison of type metadata, folded away where `Observer` is concrete: `as? AnyObserver` would ask the
    // runtime's dynamic cast, which looks for bridging conformances on every subscription.
    if Observer.self == AnyObserver<Element>.self {
      self = unsafeBitCast(observer, to: AnyObserver<Element>.self)
    } else {
      self.observer = { observer.on($0) }
    }
  }

  /// Forwards `event`.
  @inlinable public func on(_ event: Event<Element>) { observer(event) }

  /// Returns `self`.
  @inlinable public func asObserver() -> AnyObserver<Element> { self }
}

extension AnyObserver: @unchecked Sendable {}

extension ObserverType {
  /// Erases the observer's type.
  /// - Returns: An ``AnyObserver`` that forwards to `self`.
  @inlinable public func asObserver() -> AnyObserver<Element> { AnyObserver(self) }

  /// Makes an observer that transforms elements with `transform` before forwarding them to `self`.
  /// - Parameter transform: The function applied to each element.
  /// - Returns: The new observer.
  @inlinable
  public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result> {
    AnyObserver { event in self.on(event.map(transform)) }
  }
}
