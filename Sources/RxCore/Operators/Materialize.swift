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

private final class MaterializeSink<Source, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == Event<Source> {
  typealias Element = Source

  func on(_ event: Event<Source>) {
    forwardOn(.next(event))
    if event.isStopEvent {
      forwardStop(.completed)
    }
  }
}

private final class Materialize<Source>: Producer<Event<Source>>, @unchecked Sendable {
  private let source: Observable<Source>

  init(source: Observable<Source>) {
    self.source = source
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable) -> (
    sink: any Disposable, subscription: any Disposable
  ) where Observer.Element == Event<Source> {
    let sink = MaterializeSink<Source, Observer>(observer: observer, cancel: cancel)
    return (sink, source.subscribe(sink))
  }
}
