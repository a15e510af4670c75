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

private final class ToArraySink<Source, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == [Source] {
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

private final class ToArray<Source>: Producer<[Source]>, @unchecked Sendable {
  private let source: Observable<Source>

  init(source: Observable<Source>) {
    self.source = source
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable) -> (
    sink: any Disposable, subscription: any Disposable
  ) where Observer.Element == [Source] {
    let sink = ToArraySink<Source, Observer>(observer: observer, cancel: cancel)
    return (sink, source.subscribe(sink))
  }
}
