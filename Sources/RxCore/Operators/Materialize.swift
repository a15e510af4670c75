extension ObservableType {
  /// Turns every event of the source, including its error or completion, into an element.
  ///
  /// ```swift
  /// Observable.of(1, 2).materialize()  // .next(1), .next(2), .completed, then completes
  /// ```
  /// The result never fails: after the source's stop event is emitted as an element, the result completes.
  /// - Returns: An observable of the source's events.
  public func materialize() -> Observable<Event<Element>> {
    Materialize(source: asObservable())
  }
}

private final class MaterializeSink<Source>: Sink<Event<Source>>, ObserverType {
  typealias Output = Event<Source>
  typealias Element = Source

  func on(_ event: Event<Source>) {
    forwardOn(.next(event))
    if event.isStopEvent {
      forwardStop(.completed)
    }
  }
}

private final class Materialize<Source>: Producer<Event<Source>>, SinkProducer, @unchecked Sendable {
  private let source: Observable<Source>

  init(source: Observable<Source>) {
    self.source = source
    super.init(running: Materialize.self)
  }

  func run(_ observer: AnyObserver<Event<Source>>, disposer: SinkDisposer?) -> Parts {
    let sink = MaterializeSink(observer: observer, disposer: disposer)
    return (sink, source.subscribe(fromSink: AnyObserver(sink)))
  }
}
