extension ObservableType {
  /// The sequence as a ``Maybe``: it must emit at most one element before completing.
  ///
  /// ```swift
  /// Observable.of(1).asMaybe()          // success(1)
  /// Observable<Int>.empty().asMaybe()   // completed
  /// Observable.of(1, 2).asMaybe()       // error(RxError.moreThanOneElement), as soon as 2 arrives
  /// ```
  /// - Returns: A maybe that succeeds with the element when the source completes, completes empty when the source
  ///   does, and fails with `RxError.moreThanOneElement` (and disposes the source) as soon as a second element
  ///   arrives.
  public func asMaybe() -> Maybe<Element> {
    Maybe(raw: AsMaybe(source: asObservable()))
  }
}

private final class AsMaybeSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
  typealias Element = Observer.Element

  private var element: Element?

  func on(_ event: Event<Element>) {
    switch event {
    case .next(let value):
      if element != nil {
        forwardStop(.error(RxError.moreThanOneElement))
        return
      }
      element = value
    case .error:
      forwardStop(event)
    case .completed:
      if let element {
        forwardOn(.next(element))
      }
      forwardStop(.completed)
    }
  }
}

private final class AsMaybe<Element>: Producer<Element>, @unchecked Sendable {
  private let source: Observable<Element>

  init(source: Observable<Element>) {
    self.source = source
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable) -> (
    sink: any Disposable, subscription: any Disposable
  ) where Observer.Element == Element {
    let sink = AsMaybeSink(observer: observer, cancel: cancel)
    return (sink, source.subscribe(sink))
  }
}
