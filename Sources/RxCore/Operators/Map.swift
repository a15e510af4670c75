extension ObservableType {
  /// Transforms each element with `transform`.
  ///
  /// ```swift
  /// Observable.of(1, 2, 3).map { $0 * 10 }  // 10, 20, 30
  /// ```
  /// An error thrown by `transform` is sent as `.error` and ends the subscription.
  /// - Parameter transform: The function applied to each element.
  /// - Returns: An observable of the transformed elements.
  @inlinable
  public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
    MapProducer(source: asObservable(), transform: transform)
  }
}

@usableFromInline
final class MapSink<Source, Result>: Sink<Result>, ObserverType {
  @usableFromInline let transform: (Source) throws -> Result

  @inlinable
  init(transform: @escaping (Source) throws -> Result, observer: AnyObserver<Result>, disposer: SinkDisposer?) {
    self.transform = transform
    super.init(observer: observer, disposer: disposer)
  }

  @inlinable
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

@usableFromInline
final class MapProducer<Source, Result>: Producer<Result>, SinkProducer, @unchecked Sendable {
  @usableFromInline let source: Observable<Source>
  @usableFromInline let transform: (Source) throws -> Result

  @inlinable
  init(source: Observable<Source>, transform: @escaping (Source) throws -> Result) {
    self.source = source
    self.transform = transform
    super.init(running: MapProducer.self)
  }

  @inlinable
  func run(_ observer: AnyObserver<Result>, disposer: SinkDisposer?) -> Parts {
    let sink = MapSink(transform: transform, observer: observer, disposer: disposer)
    return (sink, source.subscribe(fromSink: AnyObserver(sink)))
  }
}
