extension ObservableType {
  /// Passes each element to `resultSelector` together with `obj`, which is held weakly; once `obj` is gone, the
  /// next element completes the sequence instead.
  ///
  /// ```swift
  /// taps.withUnretained(self) { owner, _ in owner.title }
  /// ```
  /// - Parameters:
  ///   - obj: The object passed along with every element, held weakly.
  ///   - resultSelector: Combines the object and an element.
  /// - Returns: An observable of the combined values, which completes when `obj` has been deallocated.
  public func withUnretained<Object: AnyObject, Out>(
    _ obj: Object, resultSelector: @escaping (Object, Element) -> Out
  ) -> Observable<Out> {
    WithUnretained(source: asObservable(), object: obj, resultSelector: resultSelector)
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
    withUnretained(obj) { ($0, $1) }
  }
}

private final class WithUnretainedSink<Source, Object: AnyObject, Output>: Sink<Output>, ObserverType {
  typealias Element = Source

  private weak var object: Object?
  private let resultSelector: (Object, Source) -> Output

  init(
    object: Object?, resultSelector: @escaping (Object, Source) -> Output, observer: AnyObserver<Output>,
    disposer: SinkDisposer?
  ) {
    self.object = object
    self.resultSelector = resultSelector
    super.init(observer: observer, disposer: disposer)
  }

  func on(_ event: Event<Source>) {
    switch event {
    case .next(let element):
      guard let object else {
        forwardStop(.completed)
        return
      }
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

  init(source: Observable<Source>, object: Object, resultSelector: @escaping (Object, Source) -> Out) {
    self.source = source
    self.object = object
    self.resultSelector = resultSelector
    super.init(running: WithUnretained.self)
  }

  func run(_ observer: AnyObserver<Out>, disposer: SinkDisposer?) -> Parts {
    let sink = WithUnretainedSink(
      object: object, resultSelector: resultSelector, observer: observer, disposer: disposer)
    return (sink, source.subscribe(fromSink: AnyObserver(sink)))
  }
}
