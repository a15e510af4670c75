extension ObservableType {
  /// Accumulates every element starting from `seed` and, when the source completes, emits `mapResult` of the
  /// final value.
  ///
  /// ```swift
  /// Observable.of(1, 2, 3).reduce(0, accumulator: +, mapResult: { "sum \($0)" })  // "sum 6", completed
  /// ```
  /// An error thrown by `accumulator` or `mapResult` is sent as `.error` and ends the subscription. In debug builds,
  /// closures formed in main-actor code that are about to run off the main thread are reported through
  /// `Hooks.issueHandler`, once per subscription (see ``RuntimeIssue/Kind/isolationViolation``).
  /// - Parameters:
  ///   - seed: The initial accumulated value.
  ///   - accumulator: Returns the next accumulated value from the current one and an element.
  ///   - mapResult: Turns the final accumulated value into the result.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: An observable of one element, emitted when the source completes.
  public func reduce<A, Result>(
    _ seed: A, accumulator: @escaping (A, Element) throws -> A, mapResult: @escaping (A) throws -> Result,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Observable<Result> {
    Reduce(
      source: asObservable(), seed: seed, accumulator: accumulator, mapResult: mapResult,
      site: IsolationSite(isolation, call: "reduce(_:accumulator:mapResult:)", file: file, line: line))
  }

  /// Accumulates every element starting from `seed` and emits the final value when the source completes.
  ///
  /// ```swift
  /// Observable.of(1, 2, 3).reduce(0, accumulator: +)  // 6, completed
  /// ```
  /// An error thrown by `accumulator` is sent as `.error` and ends the subscription. In debug builds, an
  /// `accumulator` formed in main-actor code that is about to run off the main thread is reported through
  /// `Hooks.issueHandler`, once per subscription (see ``RuntimeIssue/Kind/isolationViolation``).
  /// - Parameters:
  ///   - seed: The initial accumulated value.
  ///   - accumulator: Returns the next accumulated value from the current one and an element.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: An observable of one element, emitted when the source completes.
  public func reduce<A>(
    _ seed: A, accumulator: @escaping (A, Element) throws -> A,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Observable<A> {
    Reduce(
      source: asObservable(), seed: seed, accumulator: accumulator, mapResult: { $0 },
      site: IsolationSite(isolation, call: "reduce(_:accumulator:)", file: file, line: line))
  }
}

private final class ReduceSink<Source, Accumulate, Output>: Sink<Output>, ObserverType {
  typealias Element = Source

  private var accumulated: Accumulate
  private let accumulator: (Accumulate, Source) throws -> Accumulate
  private let mapResult: (Accumulate) throws -> Output
  private let closureCheck: ClosureCheck

  init(
    seed: Accumulate, accumulator: @escaping (Accumulate, Source) throws -> Accumulate,
    mapResult: @escaping (Accumulate) throws -> Output, site: IsolationSite?, observer: AnyObserver<Output>,
    disposer: SinkDisposer?
  ) {
    self.accumulated = seed
    self.accumulator = accumulator
    self.mapResult = mapResult
    self.closureCheck = ClosureCheck(site)
    super.init(observer: observer, disposer: disposer)
  }

  func on(_ event: Event<Source>) {
    switch event {
    case .next(let element):
      closureCheck.verify("accumulator")
      do {
        accumulated = try accumulator(accumulated, element)
      } catch {
        forwardStop(.error(error))
      }
    case .error(let error):
      forwardStop(.error(error))
    case .completed:
      closureCheck.verify("mapResult")
      do {
        let result = try mapResult(accumulated)
        forwardOn(.next(result))
        forwardStop(.completed)
      } catch {
        forwardStop(.error(error))
      }
    }
  }
}

private final class Reduce<Source, Accumulate, Result>: Producer<Result>, SinkProducer, @unchecked Sendable {
  private let source: Observable<Source>
  private let seed: Accumulate
  private let accumulator: (Accumulate, Source) throws -> Accumulate
  private let mapResult: (Accumulate) throws -> Result
  /// Where the closures were formed, when that was main-actor code.
  private let site: IsolationSite.Stored

  init(
    source: Observable<Source>, seed: Accumulate, accumulator: @escaping (Accumulate, Source) throws -> Accumulate,
    mapResult: @escaping (Accumulate) throws -> Result, site: IsolationSite?
  ) {
    self.source = source
    self.seed = seed
    self.accumulator = accumulator
    self.mapResult = mapResult
    self.site = IsolationSite.Stored(site)
    super.init(running: Reduce.self)
  }

  func run(_ observer: AnyObserver<Result>, disposer: SinkDisposer?) -> Parts {
    let sink = ReduceSink(
      seed: seed, accumulator: accumulator, mapResult: mapResult, site: site.value, observer: observer,
      disposer: disposer)
    return (sink, source.subscribe(fromSink: AnyObserver(sink)))
  }
}
