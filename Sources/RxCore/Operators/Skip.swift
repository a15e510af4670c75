extension ObservableType {
  /// Drops the first `count` elements and emits the rest.
  ///
  /// ```swift
  /// Observable.of(1, 2, 3).skip(2)  // 3
  /// ```
  /// A `count` of zero or less drops nothing.
  /// - Parameter count: How many elements to drop.
  /// - Returns: An observable of the elements after the first `count`.
  public func skip(_ count: Int) -> Observable<Element> {
    SkipCount(source: asObservable(), count: count)
  }
}

private final class SkipCountSink<Element>: Sink<Element>, ObserverType {
  private var remaining: Int

  init(count: Int, observer: AnyObserver<Element>, disposer: SinkDisposer?) {
    self.remaining = count
    super.init(observer: observer, disposer: disposer)
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next:
      if remaining <= 0 {
        forwardOn(event)
      } else {
        remaining -= 1
      }
    case .error, .completed:
      forwardStop(event)
    }
  }
}

private final class SkipCount<Element>: Producer<Element>, SinkProducer, @unchecked Sendable {
  private let source: Observable<Element>
  private let count: Int

  init(source: Observable<Element>, count: Int) {
    self.source = source
    self.count = count
    super.init(running: SkipCount.self)
  }

  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    let sink = SkipCountSink(count: count, observer: observer, disposer: disposer)
    return (sink, source.subscribe(fromSink: AnyObserver(sink)))
  }
}
