extension ObservableType {
  /// Shares one subscription to this sequence through `subject` once `connect()` is called.
  /// - Parameter subject: The subject that broadcasts the events (kept across connections).
  /// - Returns: A connectable observable.
  @inlinable
  public func multicast<Subject: SubjectType>(_ subject: Subject) -> ConnectableObservable<Subject.Element>
  where Subject.Observer.Element == Element, Subject.Element == Element {
    MulticastConnectable(source: asObservable(), makeSubject: { subject })
  }

  /// Shares one subscription to this sequence through a subject made for each connection.
  /// - Parameter makeSubject: Makes the subject when a connection starts.
  /// - Returns: A connectable observable.
  @inlinable
  public func multicast<Subject: SubjectType>(makeSubject: @escaping () -> Subject)
    -> ConnectableObservable<Subject.Element>
  where Subject.Observer.Element == Element, Subject.Element == Element {
    MulticastConnectable(source: asObservable(), makeSubject: makeSubject)
  }
}
