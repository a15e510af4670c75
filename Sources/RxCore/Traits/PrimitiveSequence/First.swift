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

private final class FirstSink<Source>: Sink<Source?>, ObserverType {
  typealias Output = Source?

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

private final class First<Source>: Producer<Source?>, SinkProducer, @unchecked Sendable {
  private let source: Observable<Source>

  init(source: Observable<Source>) {
    self.source = source
    super.init(running: First.self)

  }

  func run(_ observer: AnyObserver<Source?>, disposer: SinkDisposer?) -> Parts {
    let sink = FirstSink(observer: observer, disposer: disposer)
    return (sink, source.subscribe(fromSink: AnyObserver(sink)))
  }
}
