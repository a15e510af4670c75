/// A sequence that is also an observer: events sent to it are broadcast to its subscribers.
public protocol SubjectType: ObservableType {
  /// The observer side's type.
  associatedtype Observer: ObserverType

  /// The observer side of the subject.
  /// - Returns: The subject as an observer.
  func asObserver() -> Observer
}
