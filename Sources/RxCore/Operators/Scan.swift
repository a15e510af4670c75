extension ObservableType {
  /// Accumulates the elements into `seed`, changing it in place, and emits every intermediate result.
  ///
  /// ```swift
  /// Observable.of(1, 2, 3).scan(into: [Int]()) { $0.append($1) }  // [1], [1, 2], [1, 2, 3]
  /// ```
  /// An error thrown by `accumulator` is sent as `.error` and ends the subscription. In debug builds, an `accumulator`
  /// formed in main-actor code that is about to run off the main thread is reported through `Hooks.issueHandler`, once
  /// per subscription (see ``RuntimeIssue/Kind/isolationViolation``).
  /// - Parameters:
  ///   - seed: The initial accumulated value.
  ///   - accumulator: Updates the accumulated value with an element.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: An observable of the accumulated values, one per element.
  @inlinable
  public func scan<A>(
    into seed: A, accumulator: @escaping (inout A, Element) throws -> Void,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Observable<A> {
    ScanProducer(
      source: asObservable(), seed: seed, accumulator: accumulator,
      site: IsolationSite(isolation, call: "scan(into:accumulator:)", file: file, line: line))
  }

  /// Accumulates the elements starting from `seed` and emits every intermediate result.
  ///
  /// ```swift
  /// Observable.of(1, 2, 3).scan(0) { $0 + $1 }  // 1, 3, 6
  /// ```
  /// An error thrown by `accumulator` is sent as `.error` and ends the subscription. In debug builds, an `accumulator`
  /// formed in main-actor code that is about to run off the main thread is reported through `Hooks.issueHandler`, once
  /// per subscription (see ``RuntimeIssue/Kind/isolationViolation``).
  /// - Parameters:
  ///   - seed: The initial accumulated value.
  ///   - accumulator: Returns the next accumulated value from the current one and an element.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: An observable of the accumulated values, one per element.
  @inlinable
  public func scan<A>(
    _ seed: A, accumulator: @escaping (A, Element) throws -> A,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Observable<A> {
    ScanProducer(
      source: asObservable(), seed: seed,
      accumulator: { accumulated, element in accumulated = try accumulator(accumulated, element) },
      site: IsolationSite(isolation, call: "scan(_:accumulator:)", file: file, line: line))
  }
}

@usableFromInline
final class ScanSink<Source, Accumulate>: Sink<Accumulate>, ObserverType {
  @usableFromInline @exclusivity(unchecked) var accumulated: Accumulate
  @usableFromInline let accumulator: (inout Accumulate, Source) throws -> Void
  @usableFromInline let closureCheck: ClosureCheck

  @inlinable
  init(
    seed: Accumulate, accumulator: @escaping (inout Accumulate, Source) throws -> Void, site: IsolationSite?,
    observer: AnyObserver<Accumulate>, disposer: SinkDisposer?
  ) {
    self.accumulated = seed
    self.accumulator = accumulator
    self.closureCheck = ClosureCheck(site)
    super.init(observer: observer, disposer: disposer)
  }

  @inlinable
  func on(_ event: Event<Source>) {
    switch event {
    case .next(let element):
      closureCheck.verify("accumulator")
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
  /// Where the closures were formed, when that was main-actor code.
  @usableFromInline let site: IsolationSite.Stored

  @inlinable
  init(
    source: Observable<Source>, seed: Accumulate, accumulator: @escaping (inout Accumulate, Source) throws -> Void,
    site: IsolationSite?
  ) {
    self.source = source
    self.seed = seed
    self.accumulator = accumulator
    self.site = IsolationSite.Stored(site)
    super.init(running: ScanProducer.self)
  }

  @inlinable
  func run(_ observer: AnyObserver<Accumulate>, disposer: SinkDisposer?) -> Parts {
    let sink = ScanSink(seed: seed, accumulator: accumulator, site: site.value, observer: observer, disposer: disposer)
    return (sink, source.subscribe(fromSink: AnyObserver(sink)))
  }
}
