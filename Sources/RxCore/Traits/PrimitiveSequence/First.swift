extension ObservableType {
  /// The first element of the sequence, or `nil` when it completes empty, as a ``Single``.
  ///
  /// ```swift
  /// Observable.of(1, 2, 3).first()     // success(1), and the source is disposed
  /// Observable<Int>.empty().first()    // success(nil)
  /// ```
  /// - Returns: A single that succeeds with the first element as soon as it arrives (disposing the source), with
  ///   `nil` when the source completes empty, or fails with the source's error.
  public func first() -> Single<Element?> {
    Single(raw: First(source: asObservable()))
  }
}

private final class FirstSink<Source, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == Source? {
  typealias Element = Source

  func on(_ event: Event<Source>) {
    switch event {
    case .next(let value):
      forwardOn(.next(value))
      forwardStop(.completed)
    case .error(let error):
      forwardStop(.error(error))
    case .completed:
      forwardOn(.next(nil))
      forwardStop(.completed)
    }
  }
}

private final class First<Source>: Producer<Source?>, @unchecked Sendable {
  private let source: Observable<Source>

  init(source: Observable<Source>) {
    self.source = source
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable) -> (
    sink: any Disposable, subscription: any Disposable
  ) where Observer.Element == Source? {
    let sink = FirstSink<Source, Observer>(observer: observer, cancel: cancel)
    return (sink, source.subscribe(sink))
  }
}
