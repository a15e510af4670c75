extension ObservableType {
  /// Shares one subscription to this sequence through `subject` once `connect()` is called.
  ///
  /// The same subject serves every connection: after a reconnect, earlier subscribers keep receiving, and a
  /// subject that has stopped stays stopped (it replays its stop event to late subscribers).
  /// - Parameter subject: The subject that broadcasts the events (kept across connections).
  /// - Returns: A connectable observable.
  @inlinable
  public func multicast<Subject: SubjectType>(_ subject: Subject) -> ConnectableObservable<Subject.Element>
  where Subject.Observer.Element == Element {
    MulticastConnectable(source: asObservable(), makeSubject: { subject }, site: nil)
  }

  /// Shares one subscription to this sequence through a subject made for each connection.
  ///
  /// The subject is dropped when its connection ends (disposed, or the source stopped): the next `connect()` (or
  /// the next subscriber, if it comes first) gets a fresh one, so connections are isolated from each other.
  /// In debug builds, a `makeSubject` formed in main-actor code that is about to run off the main thread is
  /// reported through `Hooks.issueHandler`, once per connection (see ``RuntimeIssue/Kind/isolationViolation``).
  /// - Parameters:
  ///   - makeSubject: Makes the subject when a connection starts.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: A connectable observable.
  @inlinable
  public func multicast<Subject: SubjectType>(
    makeSubject: @escaping () -> Subject,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> ConnectableObservable<Subject.Element>
  where Subject.Observer.Element == Element {
    MulticastConnectable(
      source: asObservable(), makeSubject: makeSubject,
      site: IsolationSite(isolation, call: "multicast(makeSubject:)", file: file, line: line, advice: .connectOnMain))
  }

  /// Shares one subscription to this sequence among every use of it inside `selector`.
  ///
  /// ```swift
  /// // one subscription to `prices`, used twice
  /// prices.multicast({ PublishSubject<Int>() }) { shared in Observable.zip(shared, shared.skip(1)) }
  /// ```
  /// Each subscription to the result makes a subject with `subjectSelector`, subscribes to what `selector`
  /// builds on it, then connects the source to the subject. An error thrown by either closure is sent as
  /// `.error`. In debug builds, closures formed in main-actor code that a subscription is about to run off the main
  /// thread (`subscribe(on:)`) are reported through `Hooks.issueHandler`, once per subscription (see
  /// ``RuntimeIssue/Kind/isolationViolation``).
  /// - Parameters:
  ///   - subjectSelector: Makes the subject for one subscription.
  ///   - selector: Builds the result from the shared sequence.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The sequence `selector` builds.
  public func multicast<Subject: SubjectType, Result>(
    _ subjectSelector: @escaping () throws -> Subject,
    selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Observable<Result> where Subject.Observer.Element == Element {
    MulticastSelector(
      source: asObservable(), subjectSelector: subjectSelector, selector: selector,
      site: IsolationSite(isolation, call: "multicast(_:selector:)", file: file, line: line, advice: .subscribeOnMain))
  }
}

/// Subscribes to what the selector built, then connects the source.
private final class MulticastSelectorSink<Subject: SubjectType, Element>: Sink<Element>, ObserverType {
  func run(
    source: Observable<Subject.Observer.Element>,
    subjectSelector: () throws -> Subject,
    selector: (Observable<Subject.Element>) throws -> Observable<Element>, site: IsolationSite?
  ) -> any Disposable {
    let closureCheck = ClosureCheck(site)
    do {
      closureCheck.verify("subjectSelector")
      let subject = try subjectSelector()
      let connectable = MulticastConnectable(source: source, makeSubject: { subject }, site: nil)
      closureCheck.verify("selector")
      let result = try selector(connectable)
      let subscription = result.subscribe(self)
      let connection = connectable.connect()
      return Disposables.create(subscription, connection)
    } catch {
      forwardStop(.error(error))
      return Disposables.create()
    }
  }

  func on(_ event: Event<Element>) {
    forward(event)
  }
}

private final class MulticastSelector<Subject: SubjectType, Result>: Producer<Result>, SinkProducer,
  @unchecked Sendable
{
  private let source: Observable<Subject.Observer.Element>
  private let subjectSelector: () throws -> Subject
  private let selector: (Observable<Subject.Element>) throws -> Observable<Result>
  /// Where the closures were formed, when that was main-actor code.
  private let site: IsolationSite.Stored

  init(
    source: Observable<Subject.Observer.Element>,
    subjectSelector: @escaping () throws -> Subject,
    selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>, site: IsolationSite?
  ) {
    self.source = source
    self.subjectSelector = subjectSelector
    self.selector = selector
    self.site = IsolationSite.Stored(site)
    super.init(running: MulticastSelector.self)
  }

  func run(_ observer: AnyObserver<Result>, disposer: SinkDisposer?) -> Parts {
    let sink = MulticastSelectorSink<Subject, Result>(observer: observer, disposer: disposer)
    return (
      sink, sink.run(source: source, subjectSelector: subjectSelector, selector: selector, site: site.value)
    )
  }
}
