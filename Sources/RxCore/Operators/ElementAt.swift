extension ObservableType {
  /// Emits only the element at position `index` (counting from 0), then completes.
  ///
  /// ```swift
  /// Observable.of("a", "b", "c").element(at: 1)  // "b", completed
  /// ```
  /// If the source completes before reaching `index`, the result fails with `RxError.argumentOutOfRange`. A
  /// negative `index` (a programming error that stops RxSwift) fails at once with the same error.
  /// - Parameter index: The zero-based position of the element.
  /// - Returns: An observable of the element at `index`.
  public func element(at index: Int) -> Observable<Element> {
    if index < 0 { return Observable.error(RxError.argumentOutOfRange) }
    return ElementAt(source: asObservable(), index: index)
  }

  /// RxSwift 5's name for `element(at:)`; RxSwift 6 deprecates it. Prefer `element(at:)`.
  /// - Parameter index: The zero-based position of the element.
  /// - Returns: An observable of the element at `index`.
  public func elementAt(_ index: Int) -> Observable<Element> {
    element(at: index)
  }
}

private final class ElementAtSink<Output>: Sink<Output>, ObserverType {
  typealias Element = Output

  private var remaining: Int

  init(index: Int, observer: AnyObserver<Output>, disposer: SinkDisposer?) {
    self.remaining = index
    super.init(observer: observer, disposer: disposer)
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next:
      guard remaining >= 0 else { return }
      if remaining == 0 {
        remaining = -1
        forwardOn(event)
        forwardStop(.completed)
      } else {
        remaining -= 1
      }
    case .error:
      forwardStop(event)
    case .completed:
      forwardStop(.error(RxError.argumentOutOfRange))
    }
  }
}

private final class ElementAt<Element>: Producer<Element>, SinkProducer, @unchecked Sendable {
  private let source: Observable<Element>
  private let index: Int

  init(source: Observable<Element>, index: Int) {
    self.source = source
    self.index = index
    super.init(running: ElementAt.self)
  }

  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    let sink = ElementAtSink(index: index, observer: observer, disposer: disposer)
    return (sink, source.subscribe(fromSink: AnyObserver(sink)))
  }
}
