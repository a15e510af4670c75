extension ObservableType {
  /// Emits the first `count` elements, then completes and ends the subscription to the source.
  ///
  /// ```swift
  /// Observable.of(1, 2, 3).take(2)  // 1, 2, completed
  /// ```
  /// `take(0)` completes at once without subscribing to the source, as in RxSwift. A negative `count` (a
  /// programming error that stops RxSwift) fails at once with `RxError.argumentOutOfRange`.
  /// - Parameter count: How many elements to emit.
  /// - Returns: An observable of at most `count` elements.
  public func take(_ count: Int) -> Observable<Element> {
    if count < 0 { return Observable.error(RxError.argumentOutOfRange) }
    if count == 0 { return Observable.empty() }
    return TakeCount(source: asObservable(), count: count)
  }
}

private final class TakeCountSink<Element>: Sink<Element>, ObserverType {
  private var remaining: Int

  init(count: Int, observer: AnyObserver<Element>, disposer: SinkDisposer?) {
    self.remaining = count
    super.init(observer: observer, disposer: disposer)
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next:
      guard remaining > 0 else { return }
      remaining -= 1
      forwardOn(event)
      if remaining == 0 {
        forwardStop(.completed)
      }
    case .error, .completed:
      forwardStop(event)
    }
  }
}

private final class TakeCount<Element>: Producer<Element>, SinkProducer, @unchecked Sendable {
  private let source: Observable<Element>
  private let count: Int

  init(source: Observable<Element>, count: Int) {
    self.source = source
    self.count = count
    super.init(running: TakeCount.self)
  }

  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    let sink = TakeCountSink(count: count, observer: observer, disposer: disposer)
    return (sink, source.subscribe(fromSink: AnyObserver(sink)))
  }
}
