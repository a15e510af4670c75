extension ObservableType {
  /// Emits the source's only element and completes; fails when there is none or more than one.
  ///
  /// ```swift
  /// Observable.of(7).single()     // 7, completed
  /// Observable.of(7, 8).single()  // 7, error(RxError.moreThanOneElement)
  /// Observable<Int>.empty().single()  // error(RxError.noElements)
  /// ```
  /// The element is emitted as soon as it arrives; a second element fails the result with
  /// `RxError.moreThanOneElement`, and a completion without an element with `RxError.noElements`.
  /// - Returns: The source's one element.
  public func single() -> Observable<Element> {
    SingleElement(source: asObservable(), predicate: nil)
  }

  /// Emits the source's only element that satisfies `predicate` and completes; fails when no element or more
  /// than one does.
  ///
  /// ```swift
  /// Observable.of(1, 2, 3).single { $0 > 2 }  // 3, completed
  /// Observable.of(1, 2, 3).single { $0 > 1 }  // 2, error(RxError.moreThanOneElement)
  /// ```
  /// - Parameter predicate: Selects the element; an error it throws is sent as `.error`.
  /// - Returns: The source's one matching element.
  public func single(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
    SingleElement(source: asObservable(), predicate: predicate)
  }
}

private final class SingleElementSink<Output>: Sink<Output>, ObserverType {
  typealias Element = Output

  private let predicate: ((Element) throws -> Bool)?
  private var hasElement = false

  init(predicate: ((Element) throws -> Bool)?, observer: AnyObserver<Output>, disposer: SinkDisposer?) {
    self.predicate = predicate
    super.init(observer: observer, disposer: disposer)
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next(let element):
      guard !isDisposed else { return }
      do {
        guard try predicate?(element) ?? true else { return }
      } catch {
        forwardStop(.error(error))
        return
      }
      if hasElement {
        forwardStop(.error(RxError.moreThanOneElement))
      } else {
        hasElement = true
        forwardOn(event)
      }
    case .error:
      forwardStop(event)
    case .completed:
      forwardStop(hasElement ? .completed : .error(RxError.noElements))
    }
  }
}

private final class SingleElement<Element>: Producer<Element>, SinkProducer, @unchecked Sendable {
  private let source: Observable<Element>
  private let predicate: ((Element) throws -> Bool)?

  init(source: Observable<Element>, predicate: ((Element) throws -> Bool)?) {
    self.source = source
    self.predicate = predicate
    super.init(running: SingleElement.self)
  }

  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    let sink = SingleElementSink(predicate: predicate, observer: observer, disposer: disposer)
    return (sink, source.subscribe(fromSink: AnyObserver(sink)))
  }
}
