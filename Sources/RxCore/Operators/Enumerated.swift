extension ObservableType {
  /// Pairs each element with its zero-based position in the sequence.
  ///
  /// ```swift
  /// Observable.of("a", "b").enumerated()  // (0, "a"), (1, "b")
  /// ```
  /// After `Int.max` elements the index would overflow; the result then fails with `RxError.overflow`.
  /// - Returns: An observable of `(index, element)` pairs.
  public func enumerated() -> Observable<(index: Int, element: Element)> {
    Enumerated(source: asObservable())
  }
}

private final class EnumeratedSink<Source>: Sink<(index: Int, element: Source)>, ObserverType {
  typealias Output = (index: Int, element: Source)
  typealias Element = Source

  private var nextIndex = 0

  func on(_ event: Event<Source>) {
    switch event {
    case .next(let element):
      let index = nextIndex
      guard index < Int.max else {
        forwardStop(.error(RxError.overflow))
        return
      }
      nextIndex = index + 1
      forwardOn(.next((index: index, element: element)))
    case .error(let error):
      forwardStop(.error(error))
    case .completed:
      forwardStop(.completed)
    }
  }
}

private final class Enumerated<Source>: Producer<(index: Int, element: Source)>, SinkProducer, @unchecked Sendable {
  private let source: Observable<Source>

  init(source: Observable<Source>) {
    self.source = source
    super.init(running: Enumerated.self)
  }

  func run(_ observer: AnyObserver<(index: Int, element: Source)>, disposer: SinkDisposer?) -> Parts {
    let sink = EnumeratedSink(observer: observer, disposer: disposer)
    return (sink, source.subscribe(fromSink: AnyObserver(sink)))
  }
}
