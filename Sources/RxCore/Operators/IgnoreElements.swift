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

private final class IgnoreElementsSink<Source, Observer: ObserverType>: Sink<Observer>, ObserverType
where Observer.Element == Never {
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

private final class IgnoreElements<Source>: Producer<Never>, @unchecked Sendable {
  private let source: Observable<Source>

  init(source: Observable<Source>) {
    self.source = source
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable) -> (
    sink: any Disposable, subscription: any Disposable
  ) where Observer.Element == Never {
    let sink = IgnoreElementsSink<Source, Observer>(observer: observer, cancel: cancel)
    return (sink, source.subscribe(sink))
  }
}
