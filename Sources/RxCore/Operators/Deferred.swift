extension ObservableType {
  /// Calls `observableFactory` for every subscriber and subscribes to the observable it returns.
  /// - Parameter observableFactory: Makes the sequence; an error it throws is sent as `.error`.
  /// - Returns: The observable.
  public static func deferred(_ observableFactory: @escaping () throws -> Observable<Element>) -> Observable<Element> {
    Deferred(factory: observableFactory)
  }
}

private final class DeferredSink<Output>: Sink<Output>, ObserverType {
  typealias Element = Output

  func run(_ factory: () throws -> Observable<Element>) -> any Disposable {
    do {
      return try factory().subscribe(self)
    } catch {
      forwardStop(.error(error))
      return Disposables.create()
    }
  }

  func on(_ event: Event<Element>) {
    forward(event)
  }
}

private final class Deferred<Element>: Producer<Element>, SinkProducer, @unchecked Sendable {
  private let factory: () throws -> Observable<Element>

  init(factory: @escaping () throws -> Observable<Element>) {
    self.factory = factory
    super.init(running: Deferred.self)

  }

  func run(_ observer: AnyObserver<Element>, disposer: SinkDisposer?) -> Parts {
    let sink = DeferredSink(observer: observer, disposer: disposer)
    return (sink, sink.run(factory))
  }
}
