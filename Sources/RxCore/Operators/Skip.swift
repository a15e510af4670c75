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

private final class SkipCountSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
  typealias Element = Observer.Element

  private var remaining: Int

  init(count: Int, observer: Observer, cancel: any Cancelable) {
    self.remaining = count
    super.init(observer: observer, cancel: cancel)
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

private final class SkipCount<Element>: Producer<Element>, @unchecked Sendable {
  private let source: Observable<Element>
  private let count: Int

  init(source: Observable<Element>, count: Int) {
    self.source = source
    self.count = count
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable) -> (
    sink: any Disposable, subscription: any Disposable
  ) where Observer.Element == Element {
    let sink = SkipCountSink(count: count, observer: observer, cancel: cancel)
    return (sink, source.subscribe(sink))
  }
}
