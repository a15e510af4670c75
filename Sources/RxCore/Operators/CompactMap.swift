extension ObservableType {
  /// Transforms each element with `transform` and emits only the non-`nil` results.
  ///
  /// ```swift
  /// Observable.of("1", "x", "3").compactMap { Int($0) }  // 1, 3
  /// ```
  /// An error thrown by `transform` is sent as `.error` and ends the subscription.
  /// - Parameter transform: The function applied to each element; `nil` drops the element.
  /// - Returns: An observable of the non-`nil` transformed elements.
  @inlinable
  public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
    CompactMapProducer(source: asObservable(), transform: transform)
  }
}

@usableFromInline
final class CompactMapSink<Source, Result>: Sink<Result>, ObserverType {
  @usableFromInline let transform: (Source) throws -> Result?

  @inlinable
  init(transform: @escaping (Source) throws -> Result?, observer: AnyObserver<Result>, disposer: SinkDisposer?) {
    self.transform = transform
    super.init(observer: observer, disposer: disposer)
  }

  @inlinable
  func on(_ event: Event<Source>) {
    switch event {
    case .next(let element):
      do {
        if let mapped = try transform(element) {
          forwardOn(.next(mapped))
        }
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
final class CompactMapProducer<Source, Result>: Producer<Result>, SinkProducer, @unchecked Sendable {
  @usableFromInline let source: Observable<Source>
  @usableFromInline let transform: (Source) throws -> Result?

  @inlinable
  init(source: Observable<Source>, transform: @escaping (Source) throws -> Result?) {
    self.source = source
    self.transform = transform
    super.init(running: CompactMapProducer.self)
  }

  @inlinable
  func run(_ observer: AnyObserver<Result>, disposer: SinkDisposer?) -> Parts {
    let sink = CompactMapSink(transform: transform, observer: observer, disposer: disposer)
    return (sink, source.subscribe(fromSink: AnyObserver(sink)))
  }
}
