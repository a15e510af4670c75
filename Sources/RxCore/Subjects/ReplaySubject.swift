/// A subject that replays the latest elements (up to a buffer size) to each new subscriber.
///
/// `Sendable` whatever `Element` is: events may be sent and subscriptions made from any thread (see
/// <doc:ContractAndThreading>). An element is handed from the sending thread to the subscribers' as it is, so an
/// `Element` that is not `Sendable` (a class with mutable state) must not be touched by the sender afterwards.
public final class ReplaySubject<Element>: SubjectBase<Element>, SubjectType, @unchecked Sendable {
  /// - Parameter addsAfterReplay: Whether a new subscriber is added once its replay is delivered (RxSwift's
  ///   `ReplaySubject`), or first (`share(replay: 1, scope: .whileConnected)`, as RxSwift's).
  @inlinable
  init(bufferSize: Int, addsAfterReplay: Bool = true) {
    super.init(memory: .latest(ReplayBuffer(capacity: bufferSize)), addsAfterReplay: addsAfterReplay)
  }

  /// Makes a subject that replays at most `bufferSize` elements.
  /// - Parameter bufferSize: The replay buffer size (0 replays nothing).
  /// - Returns: The subject.
  @inlinable
  public static func create(bufferSize: Int) -> ReplaySubject<Element> {
    ReplaySubject(bufferSize: max(0, bufferSize))
  }

  /// Makes a subject that replays every element.
  /// - Returns: The subject.
  @inlinable
  public static func createUnbounded() -> ReplaySubject<Element> {
    ReplaySubject(bufferSize: Int.max)
  }

  /// The subject as an observer.
  @inlinable
  public func asObserver() -> ReplaySubject<Element> { self }
}
