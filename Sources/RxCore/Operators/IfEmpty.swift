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

private final class DefaultIfEmptySink<Observer: ObserverType>: Sink<Observer>, ObserverType {
  typealias Element = Observer.Element

  private let defaultElement: Element
  private var isEmpty = true

  init(defaultElement: Element, observer: Observer, cancel: any Cancelable) {
    self.defaultElement = defaultElement
    super.init(observer: observer, cancel: cancel)
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

private final class DefaultIfEmpty<Element>: Producer<Element>, @unchecked Sendable {
  private let source: Observable<Element>
  private let defaultElement: Element

  init(source: Observable<Element>, defaultElement: Element) {
    self.source = source
    self.defaultElement = defaultElement
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable) -> (
    sink: any Disposable, subscription: any Disposable
  ) where Observer.Element == Element {
    let sink = DefaultIfEmptySink(defaultElement: defaultElement, observer: observer, cancel: cancel)
    return (sink, source.subscribe(sink))
  }
}

private final class SwitchIfEmptySink<Observer: ObserverType>: Sink<Observer>, ObserverType {
  typealias Element = Observer.Element

  private let other: Observable<Element>
  private let otherSubscription = SingleAssignmentDisposable()
  private var isEmpty = true

  init(other: Observable<Element>, observer: Observer, cancel: any Cancelable) {
    self.other = other
    super.init(observer: observer, cancel: cancel)
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
      otherSubscription.setDisposable(other.subscribe(SwitchIfEmptyOtherObserver(parent: self)))
    }
  }

  func forwardFromOther(_ event: Event<Element>) {
    if event.isStopEvent {
      forwardStop(event)
    } else {
      forwardOn(event)
    }
  }
}

private struct SwitchIfEmptyOtherObserver<Observer: ObserverType>: ObserverType {
  typealias Element = Observer.Element

  let parent: SwitchIfEmptySink<Observer>

  func on(_ event: Event<Element>) {
    parent.forwardFromOther(event)
  }
}

private final class SwitchIfEmpty<Element>: Producer<Element>, @unchecked Sendable {
  private let source: Observable<Element>
  private let other: Observable<Element>

  init(source: Observable<Element>, other: Observable<Element>) {
    self.source = source
    self.other = other
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable) -> (
    sink: any Disposable, subscription: any Disposable
  ) where Observer.Element == Element {
    let sink = SwitchIfEmptySink(other: other, observer: observer, cancel: cancel)
    return (sink, sink.run(source))
  }
}
