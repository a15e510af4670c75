extension ObservableType {
  /// Passes each element to `resultSelector` together with `obj`, which is held weakly; once `obj` is gone, the
  /// next element completes the sequence instead.
  ///
  /// ```swift
  /// taps.withUnretained(self) { owner, _ in owner.title }
  /// ```
  /// In debug builds, a `resultSelector` formed in main-actor code that is about to run off the main thread is
  /// reported through `Hooks.issueHandler`, once per subscription (see ``RuntimeIssue/Kind/isolationViolation``).
  /// - Parameters:
  ///   - obj: The object passed along with every element, held weakly.
  ///   - resultSelector: Combines the object and an element.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: An observable of the combined values, which completes when `obj` has been deallocated.
  public func withUnretained<Object: AnyObject, Out>(
    _ obj: Object, resultSelector: @escaping (Object, Element) -> Out,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Observable<Out> {
    WithUnretained(
      source: asObservable(), object: obj, resultSelector: resultSelector,
      site: IsolationSite(isolation, call: "withUnretained(_:resultSelector:)", file: file, line: line))
  }

  /// Pairs each element with `obj`, which is held weakly; once `obj` is gone, the next element completes the
  /// sequence instead.
  ///
  /// ```swift
  /// taps.withUnretained(self).subscribe(onNext: { owner, _ in owner.reload() })
  /// ```
  /// - Parameter obj: The object paired with every element, held weakly.
  /// - Returns: An observable of `(object, element)` pairs, which completes when `obj` has been deallocated.
  public func withUnretained<Object: AnyObject>(_ obj: Object) -> Observable<(Object, Element)> {
    WithUnretained(source: asObservable(), object: obj, resultSelector: { ($0, $1) }, site: nil)
  }
}

private final class WithUnretainedSink<Source, Object: AnyObject, Output>: Sink<Output>, ObserverType {
  typealias Element = Source

  private weak var object: Object?
  private let resultSelector: (Object, Source) -> Output
  private let closureCheck: ClosureCheck

  init(
    object: Object?, resultSelector: @escaping (Object, Source) -> Output, site: IsolationSite?,
    observer: AnyObserver<Output>, disposer: SinkDisposer?
  ) {
    self.object = object
    self.resultSelector = resultSelector
    self.closureCheck = ClosureCheck(site)
    super.init(observer: observer, disposer: disposer)
  }

  func on(_ event: Event<Source>) {
    switch event {
    case .next(let element):
      guard let object else {
        forwardStop(.completed)
        return
      }
      closureCheck.verify("resultSelector")
      forwardOn(.next(resultSelector(object, element)))
    case .error(let error):
      forwardStop(.error(error))
    case .completed:
      forwardStop(.completed)
    }
  }
}

private final class WithUnretained<Source, Object: AnyObject, Out>: Producer<Out>, SinkProducer, @unchecked Sendable {
  private let source: Observable<Source>
  private weak var object: Object?
  private let resultSelector: (Object, Source) -> Out
  /// Where the closure was formed, when that was main-actor code.
  private let site: IsolationSite.Stored

  init(
    source: Observable<Source>, object: Object, resultSelector: @escaping (Object, Source) -> Out,
    site: IsolationSite?
  ) {
    self.source = source
    self.object = object
    self.resultSelector = resultSelector
    self.site = IsolationSite.Stored(site)
    super.init(running: WithUnretained.self)
  }

  func run(_ observer: AnyObserver<Out>, disposer: SinkDisposer?) -> Parts {
    let sink = WithUnretainedSink(
      object: object, resultSelector: resultSelector, site: site.value, observer: observer, disposer: disposer)
    return (sink, source.subscribe(fromSink: AnyObserver(sink)))
  }
}
