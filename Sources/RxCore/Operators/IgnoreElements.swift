extension ObservableType {
  /// Drops every element and keeps only the source's completion or error.
  ///
  /// ```swift
  /// saveRequest.ignoreElements().subscribe(onCompleted: { print("saved") })
  /// ```
  /// - Returns: An observable of no elements that completes or fails when the source does.
  public func ignoreElements() -> Observable<Never> {
    IgnoreElements(source: asObservable())
  }
}

private final class IgnoreElementsSink<Source>: Sink<Never>, ObserverType {
  typealias Output = Never
  typealias Element = Source

  func on(_ event: Event<Source>) {
    switch event {
    case .next:
      break
    case .error(let error):
      forwardStop(.error(error))
    case .completed:
      forwardStop(.completed)
    }
  }
}

private final class IgnoreElements<Source>: Producer<Never>, SinkProducer, @unchecked Sendable {
  private let source: Observable<Source>

  init(source: Observable<Source>) {
    self.source = source
    super.init(running: IgnoreElements.self)
  }

  func run(_ observer: AnyObserver<Never>, disposer: SinkDisposer?) -> Parts {
    let sink = IgnoreElementsSink<Source>(observer: observer, disposer: disposer)
    return (sink, source.subscribe(fromSink: AnyObserver(sink)))
  }
}
