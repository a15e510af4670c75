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
  public func scan<A>(into seed: A, accumulator: @escaping (inout A, Element) throws -> Void) -> Observable<A> {
    Scan(source: asObservable(), seed: seed, accumulator: accumulator)
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
  public func scan<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A) -> Observable<A> {
    Scan(source: asObservable(), seed: seed) { accumulated, element in
      accumulated = try accumulator(accumulated, element)
    }
  }
}

private final class ScanSink<Source, Observer: ObserverType>: Sink<Observer>, ObserverType {
  typealias Element = Source
  typealias Accumulate = Observer.Element

  private var accumulated: Accumulate
  private let accumulator: (inout Accumulate, Source) throws -> Void

  init(
    seed: Accumulate, accumulator: @escaping (inout Accumulate, Source) throws -> Void, observer: Observer,
    cancel: any Cancelable
  ) {
    self.accumulated = seed
    self.accumulator = accumulator
    super.init(observer: observer, cancel: cancel)
  }

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

private final class Scan<Source, Accumulate>: Producer<Accumulate>, @unchecked Sendable {
  private let source: Observable<Source>
  private let seed: Accumulate
  private let accumulator: (inout Accumulate, Source) throws -> Void

  init(
    source: Observable<Source>, seed: Accumulate, accumulator: @escaping (inout Accumulate, Source) throws -> Void
  ) {
    self.source = source
    self.seed = seed
    self.accumulator = accumulator
  }

  override func run<Observer: ObserverType>(_ observer: Observer, cancel: any Cancelable) -> (
    sink: any Disposable, subscription: any Disposable
  ) where Observer.Element == Accumulate {
    let sink = ScanSink(seed: seed, accumulator: accumulator, observer: observer, cancel: cancel)
    return (sink, source.subscribe(sink))
  }
}
