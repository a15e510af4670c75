extension ObservableType {
  /// Emits the source's elements until `other` emits an element (or fails), then completes.
  ///
  /// ```swift
  /// ticks.take(until: viewDidDisappear).subscribe(onNext: { refresh() })
  /// ```
  /// `other` is subscribed first, then the source. An element from `other` completes the result and an error from
  /// `other` is forwarded; if `other` completes without an element, it is ignored from then on.
  /// - Parameter other: The sequence whose first element stops the result.
  /// - Returns: The source's elements up to the moment `other` emits.
  public func take<Source: ObservableType>(until other: Source) -> Observable<Element> {
    TakeUntil(source: asObservable(), other: other.asObservable())
  }

  /// Emits the source's elements until one of them satisfies `predicate`, then completes.
  ///
  /// ```swift
  /// Observable.of(1, 2, 3, 4).take(until: { $0 == 3 })                        // 1, 2, completed
  /// Observable.of(1, 2, 3, 4).take(until: { $0 == 3 }, behavior: .inclusive)  // 1, 2, 3, completed
  /// ```
  /// In debug builds, a `predicate` formed in main-actor code that is about to run off the main thread is
  /// reported through `Hooks.issueHandler`, once per subscription (see ``RuntimeIssue/Kind/isolationViolation``).
  /// - Parameters:
  ///   - predicate: Tested on every element; an error it throws is sent as `.error`.
  ///   - behavior: `.inclusive` also emits the element that satisfies `predicate`; `.exclusive` (the default) does not.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: The elements before the first one that satisfies `predicate`.
  public func take(
    until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Observable<Element> {
    take(
      while: { try !predicate($0) }, behavior: behavior,
      site: IsolationSite(isolation, call: "take(until:behavior:)", file: file, line: line))
  }

  /// Emits the source's elements until `other` emits an element; the RxSwift 5 name of `take(until:)`.
  /// - Parameter other: The sequence whose first element stops the result.
  /// - Returns: The source's elements up to the moment `other` emits.
  @available(*, deprecated, renamed: "take(until:)")
  public func takeUntil<Source: ObservableType>(_ other: Source) -> Observable<Element> {
    take(until: other)
  }

  /// Emits the source's elements until one satisfies `predicate`; the RxSwift 5 name of `take(until:behavior:)`.
  /// - Parameters:
  ///   - behavior: Whether the element that satisfied `predicate` is emitted before completing.
  ///   - predicate: Tested on every element; an error it throws is sent as `.error`.
  /// - Returns: The elements before the first one that satisfies `predicate`.
  @available(*, deprecated, renamed: "take(until:behavior:)")
  public func takeUntil(_ behavior: TakeBehavior, predicate: @escaping (Element) throws -> Bool) -> Observable<Element>
  {
    take(until: predicate, behavior: behavior)
  }
}

/// Forwards the source's events; an element from the other sequence completes the result. Performs the state
/// machine's actions, one at a time, outside the lock.
private final class TakeUntilSink<Other, Output>:
  SerialDeliverySink<Output, Event<Output>>, SerialDeliveryPerformer, ObserverType
{
  typealias Element = Output

  private let otherSubscription = SingleAssignmentDisposable()
  private var state = ForwardingState<Element>()

  func run(source: Observable<Element>, other: Observable<Other>) -> any Disposable {
    otherSubscription.setDisposable(other.subscribe(AnyObserver { [self] event in otherReceived(event) }))
    let sourceSubscription = source.subscribe(self)
    return Disposables.create(sourceSubscription, otherSubscription)
  }

  func on(_ event: Event<Element>) {
    submit { state.received(event) }
  }

  fileprivate func otherReceived(_ event: Event<Other>) {
    switch event {
    case .next: submit { state.received(.completed) }
    case .error(let error): submit { state.received(.error(error)) }
    case .completed: otherSubscription.dispose()
    }
  }

  func perform(_ event: Event<Element>) {
    forward(event)
  }
}

private final class TakeUntil<Element, Other>: Producer<Element>, SinkProducer, @unchecked Sendable {
  private let source: Observable<Element>
  private let other: Observable<Other>

  init(source: Observable<Element>, other: Observable<Other>) {
    self.source = source
    self.other = other
    super.init(running: TakeUntil.self)
  }

  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    let sink = TakeUntilSink<Other, Element>(observer: observer, disposer: disposer)
    return (sink, sink.run(source: source, other: other))
  }
}
