/// A type that receives the events of an observable sequence.
public protocol ObserverType {
  /// The type of elements received.
  associatedtype Element

  /// Receives one event.
  func on(_ event: Event<Element>)
}

/// The forwarders are always inlined: left to the optimizer, `onNext` on a subject was specialized out of line, and
/// the call (with the thread-identity read it could no longer hoist out of the caller's loop) showed on every event
/// (`publishSubjectContention2`, `shareReplayPumping`; the Performance article has the figures).
extension ObserverType {
  /// Sends `.next(element)`.
  /// - Parameter element: The element to send.
  @inlinable @inline(__always) public func onNext(_ element: Element) { on(.next(element)) }

  /// Sends `.completed`.
  @inlinable @inline(__always) public func onCompleted() { on(.completed) }

  /// Sends `.error(error)`.
  /// - Parameter error: The error to send.
  @inlinable @inline(__always) public func onError(_ error: any Swift.Error) { on(.error(error)) }
}
