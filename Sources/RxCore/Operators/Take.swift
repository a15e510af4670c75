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
  @inlinable
  public func take(_ count: Int) -> Observable<Element> {
    if count < 0 { return Observable.error(RxError.argumentOutOfRange) }
    if count == 0 { return Observable.empty() }
    return TakeCountProducer(source: asObservable(), count: count)
  }
}

@usableFromInline
final class TakeCountSink<Element>: Sink<Element>, ObserverType {
  @usableFromInline @exclusivity(unchecked) var remaining: Int

  @inlinable
  init(count: Int, observer: AnyObserver<Element>, disposer: SinkDisposer?) {
    self.remaining = count
    super.init(observer: observer, disposer: disposer)
  }

  @inlinable
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

@usableFromInline
final class TakeCountProducer<Element>: Producer<Element>, SinkProducer, @unchecked Sendable {
  @usableFromInline let source: Observable<Element>
  @usableFromInline let count: Int

  @inlinable
  init(source: Observable<Element>, count: Int) {
    self.source = source
    self.count = count
    super.init(running: TakeCountProducer.self)
  }

  @inlinable
  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    let sink = TakeCountSink(count: count, observer: observer, disposer: disposer)
    return (sink, source.subscribe(fromSink: AnyObserver(sink)))
  }
}
