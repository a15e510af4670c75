extension ObservableType {
  /// Transforms each element with `transform`.
  ///
  /// ```swift
  /// Observable.of(1, 2, 3).map { $0 * 10 }  // 10, 20, 30
  /// ```
  /// An error thrown by `transform` is sent as `.error` and ends the subscription.
  /// - Parameter transform: The function applied to each element.
  /// - Returns: An observable of the transformed elements.
  public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
    Map(source: asObservable(), transform: transform)
  }
}

private final class MapSink<Source, Observer: ObserverType>: Sink<Observer>, ObserverType {
  typealias Element = Source

  private let transform: (Source) throws -> Observer.Element

  init(transform: @escaping (Source) throws -> Observer.Element, observer: Observer, cancel: any Cancelable) {
    self.transform = transform
    super.init(observer: observer, cancel: cancel)
  }

  func on(_ event: Event<Source>) {
    switch event {
    case .next(let element):
      do {
        forwardOn(.next(try transform(element)))
      } catch {
        forwardStop(.error(error))
      }
    case .error(let error):
      forwardStop(.error(error))
    case .completed:
      forwardStop(.completed)
    }
  }
}

private final class Map<Source, Result>: Producer<Result>, @unchecked Sendable {
  private let source: Observable<Source>
  private let transform: (Source) throws -> Result

  init(source: Observable<Source>, transform: @escaping (Source) throws -> Result) {
    self.source = source
    self.transform = transform
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable) -> (
    sink: any Disposable, subscription: any Disposable
  ) where Observer.Element == Result {
    let sink = MapSink(transform: transform, observer: observer, cancel: cancel)
    return (sink, source.subscribe(sink))
  }
}
