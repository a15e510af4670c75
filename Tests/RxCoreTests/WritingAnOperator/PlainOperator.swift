@testable import RxCore

extension ObservableType {
  /// Transforms each element together with its position, 0 for the first.
  ///
  /// ```swift
  /// Observable.of("a", "b").mapWithIndex { "\($1):\($0)" }  // "0:a", "1:b"
  /// ```
  /// - Parameters:
  ///   - transform: Makes what to emit from an element and its position.
  ///   - isolation: Filled in by Swift, for the isolation check (<doc:ContractAndThreading#Isolation-checks>).
  ///   - file: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  ///   - line: Where the call is, for the isolation check's report (<doc:ContractAndThreading#Isolation-checks>).
  /// - Returns: An observable of the transformed elements.
  func mapWithIndex<Result>(
    _ transform: @escaping (Element, Int) throws -> Result,
    isolation: (any Actor)? = #isolation, file: StaticString = #fileID, line: UInt = #line
  ) -> Observable<Result> {
    MapWithIndex(
      source: asObservable(), transform: transform,
      site: IsolationSite(isolation, call: "mapWithIndex(_:)", file: file, line: line))
  }
}

private final class MapWithIndexSink<Source, Output>: Sink<Output>, ObserverType {
  typealias Element = Source

  private let transform: (Source, Int) throws -> Output
  private let closureCheck: ClosureCheck
  private var index = 0

  init(
    transform: @escaping (Source, Int) throws -> Output, site: IsolationSite?, observer: AnyObserver<Output>,
    disposer: SinkDisposer?
  ) {
    self.transform = transform
    self.closureCheck = ClosureCheck(site)
    super.init(observer: observer, disposer: disposer)
  }

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

private final class MapWithIndex<Source, Output>: Producer<Output>, SinkProducer, @unchecked Sendable {
  private let source: Observable<Source>
  private let transform: (Source, Int) throws -> Output
  /// Where the closure was formed, when that was main-actor code.
  private let site: IsolationSite.Stored

  init(source: Observable<Source>, transform: @escaping (Source, Int) throws -> Output, site: IsolationSite?) {
    self.source = source
    self.transform = transform
    self.site = IsolationSite.Stored(site)
    super.init(running: MapWithIndex.self)
  }

  func run(_ observer: AnyObserver<Output>, disposer: SinkDisposer?) -> Parts {
    let sink = MapWithIndexSink(transform: transform, site: site.value, observer: observer, disposer: disposer)
    return (sink, source.subscribe(fromSink: AnyObserver(sink)))
  }
}
