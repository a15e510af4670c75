extension ObservableType {
  /// The sequence as a ``Single``: it must emit exactly one element and then complete.
  ///
  /// ```swift
  /// Observable.of(1).asSingle()     // success(1)
  /// Observable<Int>.empty().asSingle()  // failure(RxError.noElements)
  /// Observable.of(1, 2).asSingle()  // failure(RxError.moreThanOneElement), as soon as 2 arrives
  /// ```
  /// - Returns: A single that succeeds with the element when the source completes, fails with
  ///   `RxError.noElements` when it completes empty, and fails with `RxError.moreThanOneElement` (and disposes the
  ///   source) as soon as a second element arrives.
  public func asSingle() -> Single<Element> {
    Single(raw: AtMostOneElement(source: asObservable(), isEmptyAnError: true))
  }

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
    Maybe(raw: AtMostOneElement(source: asObservable(), isEmptyAnError: false))
  }
}

/// `asSingle` and `asMaybe`: at most one element, sent when the source completes; they differ only in what an
/// empty source gives.
private final class AtMostOneElementSink<Output>: Sink<Output>, ObserverType {
  typealias Element = Output

  private let isEmptyAnError: Bool
  private var element: Element?

  init(isEmptyAnError: Bool, observer: AnyObserver<Output>, disposer: SinkDisposer?) {
    self.isEmptyAnError = isEmptyAnError
    super.init(observer: observer, disposer: disposer)
  }

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
      } else if isEmptyAnError {
        forwardStop(.error(RxError.noElements))
        return
      }
      forwardStop(.completed)
    }
  }
}

private final class AtMostOneElement<Element>: Producer<Element>, SinkProducer, @unchecked Sendable {
  private let source: Observable<Element>
  private let isEmptyAnError: Bool

  init(source: Observable<Element>, isEmptyAnError: Bool) {
    self.source = source
    self.isEmptyAnError = isEmptyAnError
    super.init(running: AtMostOneElement.self)
  }

  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    let sink = AtMostOneElementSink(isEmptyAnError: isEmptyAnError, observer: observer, disposer: disposer)
    return (sink, source.subscribe(fromSink: AnyObserver(sink)))
  }
}
