extension ObservableType {
  /// Calls `observableFactory` for every subscriber and subscribes to the observable it returns.
  /// - Parameter observableFactory: Makes the sequence; an error it throws is sent as `.error`.
  /// - Returns: The observable.
  public static func deferred(_ observableFactory: @escaping () throws -> Observable<Element>) -> Observable<Element> {
    Deferred(factory: observableFactory)
  }
}

private final class DeferredSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
  typealias Element = Observer.Element

  func run(_ factory: () throws -> Observable<Element>) -> any Disposable {
    do {
      return try factory().subscribe(self)
    } catch {
      forwardStop(.error(error))
      return Disposables.create()
    }
  }

  func on(_ event: Event<Element>) {
    if event.isStopEvent { forwardStop(event) } else { forwardOn(event) }
  }
}

private final class Deferred<Element>: Producer<Element>, @unchecked Sendable {
  private let factory: () throws -> Observable<Element>

  init(factory: @escaping () throws -> Observable<Element>) {
    self.factory = factory
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable) -> (
    sink: any Disposable, subscription: any Disposable
  ) where Observer.Element == Element {
    let sink = DeferredSink(observer: observer, cancel: cancel)
    return (sink, sink.run(factory))
  }
}
