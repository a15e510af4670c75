extension ObservableType {
  /// The sequence as a ``Maybe``: it must emit at most one element before completing.
  ///
  /// ```swift
  /// Observable.of(1).asMaybe()          // success(1)
  /// Observable<Int>.empty().asMaybe()   // completed
  /// Observable.of(1, 2).asMaybe()       // error(RxError.moreThanOneElement), as soon as 2 arrives
  /// ```
  /// - Returns: A maybe that succeeds with the element when the source completes, completes empty when the source
  ///   does, and fails with `RxError.moreThanOneElement` (and disposes the source) as soon as a second element
  ///   arrives.
  public func asMaybe() -> Maybe<Element> {
    Maybe(raw: AsMaybe(source: asObservable()))
  }
}

private final class AsMaybeSink<Output>: Sink<Output>, ObserverType {
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
      if let element {
        forwardOn(.next(element))
      }
      forwardStop(.completed)
    }
  }
}

private final class AsMaybe<Element>: Producer<Element>, SinkProducer, @unchecked Sendable {
  private let source: Observable<Element>

  init(source: Observable<Element>) {
    self.source = source
    super.init(running: AsMaybe.self)

  }

  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    let sink = AsMaybeSink(observer: observer, disposer: disposer)
    return (sink, source.subscribe(fromSink: AnyObserver(sink)))
  }
}
