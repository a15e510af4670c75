@testable import RxCore

extension ObservableType {
  /// `mapWithIndex(_:)` in the fast shape: the same operator, specialized into the caller.
  ///
  /// ```swift
  /// Observable.of("a", "b").fastMapWithIndex { "\($1):\($0)" }  // "0:a", "1:b"
  /// ```
  /// - Parameters:
  ///   - transform: Makes what to emit from an element and its position.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: An observable of the transformed elements.
  @inlinable
  func fastMapWithIndex<Result>(
    _ transform: @escaping (Element, Int) throws -> Result,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Observable<Result> {
    FastMapWithIndex(
      source: asObservable(), transform: transform,
      site: IsolationSite(isolation, call: "fastMapWithIndex(_:)", file: file, line: line))
  }
}

@usableFromInline
final class FastMapWithIndexSink<Source, Output>: Sink<Output>, ObserverType {
  @usableFromInline typealias Element = Source

  @usableFromInline let transform: (Source, Int) throws -> Output
  @usableFromInline let closureCheck: ClosureCheck
  @usableFromInline @exclusivity(unchecked) var index = 0

  @inlinable
  init(
    transform: @escaping (Source, Int) throws -> Output, site: IsolationSite?, observer: AnyObserver<Output>,
    disposer: SinkDisposer?
  ) {
    self.transform = transform
    self.closureCheck = ClosureCheck(site)
    super.init(observer: observer, disposer: disposer)
  }

  @inlinable
  func on(_ event: Event<Source>) {
    switch event {
    case .next(let element):
      closureCheck.verify("transform")
      do {
        let result = try transform(element, index)
        index += 1
        forwardOn(.next(result))
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
final class FastMapWithIndex<Source, Output>: Producer<Output>, SinkProducer, @unchecked Sendable {
  @usableFromInline let source: Observable<Source>
  @usableFromInline let transform: (Source, Int) throws -> Output
  /// Where the closure was formed, when that was main-actor code.
  @usableFromInline let site: IsolationSite.Stored

  @inlinable
  init(source: Observable<Source>, transform: @escaping (Source, Int) throws -> Output, site: IsolationSite?) {
    self.source = source
    self.transform = transform
    self.site = IsolationSite.Stored(site)
    super.init(running: FastMapWithIndex.self)
  }

  @inlinable
  func run(_ observer: AnyObserver<Output>, disposer: SinkDisposer?) -> Parts {
    let sink = FastMapWithIndexSink(transform: transform, site: site.value, observer: observer, disposer: disposer)
    return (sink, source.subscribe(fromSink: AnyObserver(sink)))
  }
}
