extension ObservableType {
  /// Collects every element and emits them as one array when the source completes.
  ///
  /// ```swift
  /// Observable.of(1, 2, 3).toArray()  // success([1, 2, 3])
  /// ```
  /// - Returns: A ``Single`` of one array holding all the elements, or the source's error.
  public func toArray() -> Single<[Element]> {
    Single(raw: ToArray(source: asObservable()))
  }
}

private final class ToArraySink<Source>: Sink<[Source]>, ObserverType {
  typealias Output = [Source]
  typealias Element = Source

  private var elements: [Source] = []

  func on(_ event: Event<Source>) {
    switch event {
    case .next(let element):
      elements.append(element)
    case .error(let error):
      forwardStop(.error(error))
    case .completed:
      forwardOn(.next(elements))
      forwardStop(.completed)
    }
  }
}

private final class ToArray<Source>: Producer<[Source]>, SinkProducer, @unchecked Sendable {
  private let source: Observable<Source>

  init(source: Observable<Source>) {
    self.source = source
    super.init(running: ToArray.self)
  }

  func run(_ observer: AnyObserver<[Source]>, disposer: SinkDisposer?) -> Parts {
    let sink = ToArraySink(observer: observer, disposer: disposer)
    return (sink, source.subscribe(fromSink: AnyObserver(sink)))
  }
}
