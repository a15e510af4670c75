extension ObservableType {
  /// Emits `default` if the source completes without emitting any element.
  ///
  /// ```swift
  /// Observable<Int>.empty().ifEmpty(default: 0)  // 0, completed
  /// ```
  /// - Parameter default: The element emitted when the source is empty.
  /// - Returns: An observable of the source's elements, or of `default` alone.
  public func ifEmpty(default: Element) -> Observable<Element> {
    DefaultIfEmpty(source: asObservable(), defaultElement: `default`)
  }

  /// Continues with `other` if the source completes without emitting any element.
  ///
  /// ```swift
  /// cache.ifEmpty(switchTo: network)
  /// ```
  /// - Parameter other: The sequence subscribed to when the source is empty.
  /// - Returns: An observable of the source's elements, or of `other`'s.
  public func ifEmpty(switchTo other: Observable<Element>) -> Observable<Element> {
    SwitchIfEmpty(source: asObservable(), other: other)
  }
}

private final class DefaultIfEmptySink<Output>: Sink<Output>, ObserverType {
  typealias Element = Output

  private let defaultElement: Element
  private var isEmpty = true

  init(defaultElement: Element, observer: AnyObserver<Output>, disposer: SinkDisposer?) {
    self.defaultElement = defaultElement
    super.init(observer: observer, disposer: disposer)
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next:
      isEmpty = false
      forwardOn(event)
    case .error:
      forwardStop(event)
    case .completed:
      if isEmpty {
        forwardOn(.next(defaultElement))
      }
      forwardStop(.completed)
    }
  }
}

private final class DefaultIfEmpty<Element>: Producer<Element>, SinkProducer, @unchecked Sendable {
  private let source: Observable<Element>
  private let defaultElement: Element

  init(source: Observable<Element>, defaultElement: Element) {
    self.source = source
    self.defaultElement = defaultElement
    super.init(running: DefaultIfEmpty.self)
  }

  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    let sink = DefaultIfEmptySink(defaultElement: defaultElement, observer: observer, disposer: disposer)
    return (sink, source.subscribe(fromSink: AnyObserver(sink)))
  }
}

private final class SwitchIfEmptySink<Output>: Sink<Output>, ObserverType {
  typealias Element = Output

  private let other: Observable<Element>
  private let otherSubscription = SingleAssignmentDisposable()
  private var isEmpty = true

  init(other: Observable<Element>, observer: AnyObserver<Output>, disposer: SinkDisposer?) {
    self.other = other
    super.init(observer: observer, disposer: disposer)
  }

  func run(_ source: Observable<Element>) -> any Disposable {
    Disposables.create(source.subscribe(self), otherSubscription)
  }

  func on(_ event: Event<Element>) {
    switch event {
    case .next:
      isEmpty = false
      forwardOn(event)
    case .error:
      forwardStop(event)
    case .completed:
      guard isEmpty else {
        forwardStop(.completed)
        return
      }
      otherSubscription.setDisposable(other.subscribe(SecondSourceObserver(self)))
    }
  }
}

private final class SwitchIfEmpty<Element>: Producer<Element>, SinkProducer, @unchecked Sendable {
  private let source: Observable<Element>
  private let other: Observable<Element>

  init(source: Observable<Element>, other: Observable<Element>) {
    self.source = source
    self.other = other
    super.init(running: SwitchIfEmpty.self)
  }

  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    let sink = SwitchIfEmptySink(other: other, observer: observer, disposer: disposer)
    return (sink, sink.run(source))
  }
}
