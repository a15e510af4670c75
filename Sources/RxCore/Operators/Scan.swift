extension ObservableType {
  /// Accumulates the elements into `seed`, changing it in place, and emits every intermediate result.
  ///
  /// ```swift
  /// Observable.of(1, 2, 3).scan(into: [Int]()) { $0.append($1) }  // [1], [1, 2], [1, 2, 3]
  /// ```
  /// An error thrown by `accumulator` is sent as `.error` and ends the subscription.
  /// - Parameters:
  ///   - seed: The initial accumulated value.
  ///   - accumulator: Updates the accumulated value with an element.
  /// - Returns: An observable of the accumulated values, one per element.
  @inlinable
  public func scan<A>(into seed: A, accumulator: @escaping (inout A, Element) throws -> Void) -> Observable<A> {
    ScanProducer(source: asObservable(), seed: seed, accumulator: accumulator)
  }

  /// Accumulates the elements starting from `seed` and emits every intermediate result.
  ///
  /// ```swift
  /// Observable.of(1, 2, 3).scan(0) { $0 + $1 }  // 1, 3, 6
  /// ```
  /// An error thrown by `accumulator` is sent as `.error` and ends the subscription.
  /// - Parameters:
  ///   - seed: The initial accumulated value.
  ///   - accumulator: Returns the next accumulated value from the current one and an element.
  /// - Returns: An observable of the accumulated values, one per element.
  @inlinable
  public func scan<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A) -> Observable<A> {
    ScanProducer(source: asObservable(), seed: seed) { accumulated, element in
      accumulated = try accumulator(accumulated, element)
    }
  }
}

@usableFromInline
final class ScanSink<Source, Accumulate>: Sink<Accumulate>, ObserverType {
  @usableFromInline @exclusivity(unchecked) var accumulated: Accumulate
  @usableFromInline let accumulator: (inout Accumulate, Source) throws -> Void

  @inlinable
  init(
    seed: Accumulate, accumulator: @escaping (inout Accumulate, Source) throws -> Void,
    observer: AnyObserver<Accumulate>, disposer: SinkDisposer?
  ) {
    self.accumulated = seed
    self.accumulator = accumulator
    super.init(observer: observer, disposer: disposer)
  }

  @inlinable
  func on(_ event: Event<Source>) {
    switch event {
    case .next(let element):
      do {
        try accumulator(&accumulated, element)
        forwardOn(.next(accumulated))
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
final class ScanProducer<Source, Accumulate>: Producer<Accumulate>, SinkProducer, @unchecked Sendable {
  @usableFromInline let source: Observable<Source>
  @usableFromInline let seed: Accumulate
  @usableFromInline let accumulator: (inout Accumulate, Source) throws -> Void

  @inlinable
  init(
    source: Observable<Source>, seed: Accumulate, accumulator: @escaping (inout Accumulate, Source) throws -> Void
  ) {
    self.source = source
    self.seed = seed
    self.accumulator = accumulator
    super.init(running: ScanProducer.self)
  }

  @inlinable
  func run(_ observer: AnyObserver<Accumulate>, disposer: SinkDisposer?) -> Parts {
    let sink = ScanSink(
      seed: seed, accumulator: accumulator, observer: observer, disposer: disposer)
    return (sink, source.subscribe(fromSink: AnyObserver(sink)))
  }
}
