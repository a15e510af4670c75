/// A subject that holds a current value, sends it to each new subscriber, then broadcasts every event.
///
/// `Sendable` whatever `Element` is: events may be sent and subscriptions made from any thread (see
/// <doc:ContractAndThreading>). An element is handed from the sending thread to the subscribers' as it is, so an
/// `Element` that is not `Sendable` (a class with mutable state) must not be touched by the sender afterwards.
public final class BehaviorSubject<Element>: SubjectBase<Element>, SubjectType, @unchecked Sendable {
  /// Makes a subject holding `value`.
  /// - Parameter value: The initial value.
  @inlinable
  public init(value: Element) {
    super.init(memory: .current(value))
  }

  /// The current value.
  /// - Throws: The error that stopped the subject, or `RxError.disposed` after `dispose()`.
  /// - Returns: The latest element.
  @inlinable
  public func value() throws -> Element {
    let (phase, memory) = lock.withLock { _ in (state.phase, state.memory) }
    switch phase {
    case .disposed:
      throw RxError.disposed(object: self)
    case .stopped(.error(let error)):
      throw error
    case .running, .stopped:
      return Self.currentValue(in: memory)
    }
  }

  /// The latest element, whatever the subject's state (for ``BehaviorRelay``, which never stops).
  @inlinable
  var latestElement: Element {
    Self.currentValue(in: lock.withLock { _ in state.memory })
  }

  /// The value a behavior subject's memory holds: it is made with one and only ever replaces it.
  @inlinable
  static func currentValue(in memory: SubjectMemory<Element>) -> Element {
    guard case .current(let value) = memory else {
      // Unreachable: only `init(value:)` sets the memory, to `.current`, and `record` keeps that case.
      preconditionFailure("A BehaviorSubject's memory is always its current value")
    }
    return value
  }

  /// The subject as an observer.
  @inlinable
  public func asObserver() -> BehaviorSubject<Element> { self }
}
