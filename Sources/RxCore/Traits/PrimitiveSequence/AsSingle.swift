extension ObservableType {
  /// The sequence as a ``Single``: it must emit exactly one element and then complete.
  ///
  /// ```swift
  /// Observable.of(1).asSingle()     // success(1)
  /// Observable<Int>.empty().asSingle()  // failure(RxError.noElements)
  /// Observable.of(1, 2).asSingle()  // failure(RxError.moreThanOneElement), as soon as 2 arrives
  /// ```
  /// - Returns: A single that succeeds with the element when the source completes, fails with
  ///   `RxError.noElements` when it completes empty, and fails with `RxError.moreThanOneElement` (and disposes the
  ///   source) as soon as a second element arrives.
  public func asSingle() -> Single<Element> {
    Single(raw: AsSingle(source: asObservable()))
  }
}

private final class AsSingleSink<Output>: Sink<Output>, ObserverType {
  typealias Element = Output

  private var element: Element?

  func on(_ event: Event<Element>) {
    switch event {
    case .next(let value):
      if element != nil {
        forwardStop(.error(RxError.moreThanOneElement))
        return
      }
      element = value
    case .error:
      forwardStop(event)
    case .completed:
      guard let element else {
        forwardStop(.error(RxError.noElements))
        return
      }
      forwardOn(.next(element))
      forwardStop(.completed)
    }
  }
}

private final class AsSingle<Element>: Producer<Element>, SinkProducer, @unchecked Sendable {
  private let source: Observable<Element>

  init(source: Observable<Element>) {
    self.source = source
    super.init(running: AsSingle.self)

  }

  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    let sink = AsSingleSink(observer: observer, disposer: disposer)
    return (sink, source.subscribe(fromSink: AnyObserver(sink)))
  }
}
