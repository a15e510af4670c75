/// A type that receives the events of an observable sequence.
public protocol ObserverType {
  /// The type of elements received.
  associatedtype Element

  /// Receives one event.
  func on(_ event: Event<Element>)
}

extension ObserverType {
  /// Sends `.next(element)`.
  /// - Parameter element: The element to send.
  @inlinable public func onNext(_ element: Element) { on(.next(element)) }

  /// Sends `.completed`.
  @inlinable public func onCompleted() { on(.completed) }

  /// Sends `.error(error)`.
  /// - Parameter error: The error to send.
  @inlinable public func onError(_ error: any Swift.Error) { on(.error(error)) }
}
